"""Latency percentiles from a bounded sample, so a batch of any length keeps constant memory.

Reservoir sampling (Vitter's algorithm R): the first `size` values are kept as they are (percentiles
are exact up to `size` questions); after that each new value replaces a random kept one with probability
size/n, so the sample stays uniform over everything seen. With 10,000 kept values the p50/p95 of a longer
batch is within about ±1 percentile point of the exact one.
"""

import random

import numpy as np


class LatencySample:
    def __init__(self, size: int = 10_000, seed: int = 0) -> None:
        self.size = size
        self.seen = 0
        self._values: list[float] = []
        self._random = random.Random(seed)  # seeded: the same batch reports the same figures

    def add(self, value: float) -> None:
        self.seen += 1
        if len(self._values) < self.size:
            self._values.append(value)
            return
        slot = self._random.randrange(self.seen)
        if slot < self.size:
            self._values[slot] = value

    def percentile(self, q: float) -> float | None:
        return round(float(np.percentile(self._values, q)), 1) if self._values else None
