"""Adam, the optimiser both of the screen's fits use (`train.fit`, `second_stage.fit`).

One update rule in one place: the shipped model files depend on its arithmetic to the bit
(`train.py --check`), so the order of the operations here is part of them.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

Floats = npt.NDArray[np.float64]

BETA1 = 0.9
BETA2 = 0.999
TINY = 1e-8


class Adam:
    """Adam's moment estimates for a list of parameter arrays, updated in place by `step`."""

    def __init__(self, params: Sequence[Floats], rate: float) -> None:
        self.rate = rate
        self.first = [np.zeros_like(p) for p in params]
        self.second = [np.zeros_like(p) for p in params]
        self.steps = 0

    def step(self, params: Sequence[Floats], grads: Sequence[Floats]) -> None:
        """Move each of `params` (in place) down its gradient in `grads`."""
        self.steps += 1
        step = self.steps
        for at, grad in enumerate(grads):
            first, second = self.first[at], self.second[at]
            first *= BETA1
            first += (1 - BETA1) * grad
            second *= BETA2
            second += (1 - BETA2) * grad * grad
            corrected = first / (1 - BETA1**step)
            params[at] -= self.rate * corrected / (np.sqrt(second / (1 - BETA2**step)) + TINY)
