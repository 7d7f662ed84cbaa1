"""The Blackmailer's threats (RULES.md §9.3): placing them on the character tokens, and the pause
right after a threatened holder gathers, where the holder bribes or refuses
(`threat_decisions.apply_bribe`) and, on a refusal, the Blackmailer's seat reveals or not
(`threat_decisions.apply_threat`). The character extras of §3.4 wait until the threat is resolved."""

from __future__ import annotations

from .actions import KEEP_THREAT_HIDDEN, PAY_BRIBE, REFUSE_BRIBE, REVEAL_THREAT, THREATS, Action, PlaceThreats
from .decision import Decision
from .errors import InvalidTargetError
from .events import Event, ThreatsPlaced
from .refusal import Refusal, Why
from .state import Player, State

THREAT_COUNT = 2  # one flowered, one plain


def threat_refusal(s: State, rank: int) -> Refusal | None:
    """Why a threat may not go on `rank` (None: it may): not the rank-1 character, the murdered one,
    the bewitched one, nor himself (RULES.md §9.3); any other token of the cast may, face-up discards
    and unchosen characters included (§9.12 (5)), and a warranted one too."""
    if rank == s.cur_rank:
        return Refusal(Why.TARGET_SELF, rank=rank)
    if not 1 <= rank <= s.rules.max_rank:
        return Refusal(Why.NO_SUCH_TARGET, rank=rank)
    if rank == 1:
        return Refusal(Why.TARGET_RANK_ONE, rank=rank)
    if rank == s.murdered:
        return Refusal(Why.TARGET_MURDERED, rank=rank)
    if rank == s.bewitched:
        return Refusal(Why.TARGET_BEWITCHED, rank=rank)
    return None


def legal_place_threats(s: State, p: Player, out: list[Action]) -> None:
    targets = [r for r in range(2, s.rules.max_rank + 1) if threat_refusal(s, r) is None]
    for flowered in targets:
        row = THREATS[flowered]
        for other in targets:
            if other != flowered:
                out.append(row[other])


def apply_place_threats(s: State, a: PlaceThreats, ev: list[Event] | None) -> None:
    for rank in (a.flowered, a.other):
        refusal = threat_refusal(s, rank)
        if refusal is not None:
            raise InvalidTargetError(
                a,
                "threats go on other characters: not the first one, the murdered nor the bewitched one",
                refusal,
            )
    if a.flowered == a.other:
        raise InvalidTargetError(a, "name two different characters")
    s.threats = sorted((a.flowered, a.other))
    s.threat_seat = s.cur_seat
    s.threat_flowered = a.flowered
    s.ability_used = True
    if ev is not None:
        ev.append(ThreatsPlaced(s.cur_seat, tuple(s.threats), a.flowered))


def holds_turn(s: State) -> bool:
    """Right after a threatened holder gathers (RULES.md §9.3), before any ability, income or
    character extra: ask the holder to bribe or refuse (True). A threat on the Blackmailer's own
    second character is a bluff, skipped (§9.3, 2-3 players). Called with threats out."""
    if s.cur_rank not in s.threats or s.cur_seat == s.threat_seat:
        return False
    s.decision = Decision.BRIBE
    s.to_move = s.cur_seat
    return True


def bribe(gold: int) -> int:
    """The bribe: half the holder's gold, rounded down (0 or 1 gold: nothing)."""
    return gold // 2


def legal_bribe(s: State) -> list[Action]:
    return [PAY_BRIBE, REFUSE_BRIBE]


def legal_threat(s: State) -> list[Action]:
    return [REVEAL_THREAT, KEEP_THREAT_HIDDEN]
