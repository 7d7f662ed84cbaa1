"""The league: opponents with distinct strategies, for measurement and for Hard's opponent models.

- `rusher`: cheap districts fast, paid with gold (`rusher.RusherBot`);
- `fortress`: a defended, high-scoring city: Bishop, Keep, Great Wall (`fortress.FortressBot`);
- `raider`: Assassin, Thief and Warlord aimed at the leader (`raider.RaiderBot`);
- `hoarder`: a big hand, expensive districts, Magician and Architect (`hoarder.HoarderBot`);
- `noisy`: the Medium strategy with a little randomness (`noisy.NoisyMediumBot`);
- `careful`: the careful expert: exact draft reading, its own risks weighed, protection near the end,
  disruption aimed at the leader, the last round for points (`careful.CarefulBot`).

Each reads only its `PlayerView` and falls back to a legal action for anything it does not know.
Each is a personality, one record of `personalities.PERSONALITIES`, from which `STRATEGIES` (and
every other list of them) is derived.
"""

from collections.abc import Callable

from ..base import Bot
from .careful import CarefulBot
from .fortress import FortressBot
from .hoarder import HoarderBot
from .noisy import NoisyMediumBot
from .personalities import PERSONALITIES, Personality, personality
from .raider import RaiderBot
from .rusher import RusherBot

#: The league's strategies by registry name, in the personalities' order.
STRATEGIES: dict[str, Callable[..., Bot]] = {p.bot: p.strategy for p in PERSONALITIES}

__all__ = [
    "PERSONALITIES",
    "STRATEGIES",
    "CarefulBot",
    "FortressBot",
    "HoarderBot",
    "NoisyMediumBot",
    "Personality",
    "RaiderBot",
    "RusherBot",
    "personality",
]
