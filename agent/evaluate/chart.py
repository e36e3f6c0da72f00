"""PNG chart of per-mode retrieval scores and per-kind answer accuracy (matplotlib, Agg backend).

matplotlib is the `[eval]` extra, imported on first use: without it the report is still written, with
a warning instead of the chart.
"""

import logging
from pathlib import Path

from tally.agent.evaluate.results import EvalReport

log = logging.getLogger(__name__)


def _pyplot():  # noqa: ANN202 - the matplotlib.pyplot module, or None
    try:
        import matplotlib
    except ModuleNotFoundError:
        log.warning("no eval chart: matplotlib is not installed (pip install 'tally[eval]')")
        return None
    matplotlib.use("Agg")  # no display on servers and in CI
    import matplotlib.pyplot as plt

    return plt


def write_chart(report: EvalReport, path: Path) -> Path | None:
    """Two panels side by side; None when there is nothing to draw."""
    panels = int(bool(report.modes)) + int(report.summary is not None)
    plt = _pyplot()
    if panels == 0 or plt is None:
        return None
    fig, axes = plt.subplots(1, panels, figsize=(6 * panels, 4), squeeze=False)
    column = 0
    if report.modes:
        ax = axes[0][column]
        names = [m.mode for m in report.modes]
        series = {
            "hit@1": [m.hit_at_1 for m in report.modes],
            "hit@5": [m.hit_at_5 for m in report.modes],
            "MRR": [m.mrr for m in report.modes],
        }
        width = 0.8 / len(series)
        for i, (label, values) in enumerate(series.items()):
            ax.bar([x + i * width for x in range(len(names))], values, width, label=label)
        ax.set_xticks([x + width for x in range(len(names))], names)
        ax.set_ylim(0, 1.2)  # headroom for the legend above the bars
        ax.set_title("Retrieval per search mode")
        ax.legend(loc="upper center", ncol=len(series))
        column += 1
    if report.summary is not None:
        ax = axes[0][column]
        kinds = report.summary.kinds
        ax.bar([k.kind for k in kinds], [k.accuracy for k in kinds], color="tab:green")
        ax.set_ylim(0, 1.05)
        ax.set_title(f"Answer accuracy per kind ({report.summary.correct}/{report.summary.questions})")
        ax.tick_params(axis="x", rotation=35)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path
