"""The league: opponents with distinct strategies, for measurement and for Hard's opponent models.

- `rusher`: cheap districts fast, paid with gold (`rusher.RusherBot`);
- `fortress`: a defended, high-scoring city: Bishop, Keep, Great Wall (`fortress.FortressBot`);
- `raider`: Assassin, Thief and Warlord aimed at the leader (`raider.RaiderBot`);
- `hoarder`: a big hand, expensive districts, Magician and Architect (`hoarder.HoarderBot`);
- `noisy`: the Medium strategy with a little randomness (`noisy.NoisyMediumBot`);
- `careful`: the careful expert: exact draft reading, its own risks weighed, protection near the end,
  disruption aimed at the leader, the last round for points (`careful.CarefulBot`).

Each reads only its `PlayerView` and falls back to a legal action for anything it does not know.
"""

from collections.abc import Callable

from ..base import Bot
from .careful import CarefulBot
from .fortress import FortressBot
from .hoarder import HoarderBot
from .noisy import NoisyMediumBot
from .raider import RaiderBot
from .rusher import RusherBot

STRATEGIES: dict[str, Callable[..., Bot]] = {
    "rusher": RusherBot,
    "fortress": FortressBot,
    "raider": RaiderBot,
    "hoarder": HoarderBot,
    "noisy": NoisyMediumBot,
    "careful": CarefulBot,
}

__all__ = [
    "STRATEGIES",
    "CarefulBot",
    "FortressBot",
    "HoarderBot",
    "NoisyMediumBot",
    "RaiderBot",
    "RusherBot",
]
