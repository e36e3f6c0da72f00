"""The committed sample corpus is exactly what data/make_sample.py generates (deterministic), so the
tests that take expected values from the generator are testing the files that ship."""

import hashlib
import sys


def test_generator_reproduces_the_committed_sample(tmp_path, sample_dir):
    sys.path.insert(0, str(sample_dir.parent))
    import make_sample

    written = make_sample.generate(tmp_path)
    assert len(written) >= 14
    total = 0
    for path in written:
        committed = sample_dir / path.relative_to(tmp_path)
        assert committed.is_file(), f"{committed} missing: run python data/make_sample.py"
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        assert hashlib.sha256(committed.read_bytes()).hexdigest() == digest, f"{committed.name} is stale"
        total += committed.stat().st_size
    assert total < 1_000_000
