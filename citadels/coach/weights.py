"""Placeholder weights replaced by the fit below."""

from __future__ import annotations

WEIGHTS: dict[int, tuple[float, ...]] = {4: (-0.0963, 0.5605, 0.2348, -0.2650, 0.4726, 0.0283, -0.0481, 0.0256, 0.0866, 1.2446, 0.3164, 0.3207, -0.0338, -0.3197, -0.3177, 0.2410, -0.2493, -0.0606, 0.0585, -0.5286, 3.0, 0.1)}
TEMPERATURE: dict[int, float] = {}
