"""The answers at a threatened holder's pause (RULES.md §9.3): the holder's bribe or refusal, then, on
a refusal, the Blackmailer's seat's reveal; after either, the holder's turn goes on from the end of
its resource step (`turn.resume_after_gather`: the character extras come now)."""

from __future__ import annotations

from .actions import KeepThreatHidden, PayBribe, RefuseBribe, RevealThreat
from .decision import Decision
from .errors import WrongPhaseError
from .events import BribePaid, BribeRefused, Event, ThreatKept, ThreatRevealed
from .state import State
from .threats import bribe
from .turn import resume_after_gather


def apply_bribe(s: State, a: PayBribe | RefuseBribe, ev: list[Event] | None) -> None:
    if s.decision != Decision.BRIBE:
        raise WrongPhaseError(a, "no threat is waiting for a bribe")
    holder = s.players[s.cur_seat]
    rank = s.cur_rank
    if isinstance(a, RefuseBribe):
        s.decision = Decision.THREAT
        s.to_move = s.threat_seat
        if ev is not None:
            ev.append(BribeRefused(holder.seat, s.threat_seat, rank))
        return
    amount = bribe(holder.gold)
    holder.gold -= amount
    s.players[s.threat_seat].gold += amount
    s.threats = [r for r in s.threats if r != rank]  # removed unseen
    if ev is not None:
        ev.append(BribePaid(holder.seat, s.threat_seat, rank, amount))
    resume_after_gather(s, ev)


def apply_threat(s: State, a: RevealThreat | KeepThreatHidden, ev: list[Event] | None) -> None:
    if s.decision != Decision.THREAT:
        raise WrongPhaseError(a, "no refused threat is waiting for the Blackmailer")
    holder = s.players[s.cur_seat]
    rank = s.cur_rank
    s.decision = Decision.MAIN  # (resume_after_gather sets the holder's next decision)
    s.to_move = s.cur_seat
    if isinstance(a, KeepThreatHidden):
        if ev is not None:
            ev.append(ThreatKept(s.threat_seat, rank))
        resume_after_gather(s, ev)
        return
    flowered = rank == s.threat_flowered
    taken = holder.gold if flowered else 0
    holder.gold -= taken
    s.players[s.threat_seat].gold += taken
    if flowered:
        s.threats = []  # every other threat is removed
        s.threat_revealed = rank
    else:
        s.threats = [r for r in s.threats if r != rank]  # a plain marker, shown: nothing happens
    if ev is not None:
        ev.append(ThreatRevealed(s.threat_seat, holder.seat, rank, flowered, taken))
    resume_after_gather(s, ev)
