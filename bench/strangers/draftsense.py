"""Exact draft inference for the stranger bots: who may hold which character this round.

Written from the public bot protocol and the engine's rules (RULES.md §3.1-3.3, §6) alone. The
selection is replayed as a chain of steps (`citadels.engine.rounds.selection_steps` from the crowned
seat): every step takes one card from the pile it was handed. What one seat knows pins that chain
down: the face-up discards, each pile it was offered and what it took itself. Between two of its own
steps the others took exactly the cards that vanished from the pile; before its first step they took
what it never saw, less the one random face-down card; after its last step they took what it left,
less the leftover. The turn phase adds more: a revealed rank sits with its revealer, and a rank that
was called without an answer (and is not the murdered one) is held by nobody.

Every chain of choices consistent with all that is weighed by a model of how each seat picks
(`PickWeight`: uniform by default) and summed exactly by a forward-backward pass over the sets of
cards taken so far (at most 2^9 of them), once per candidate for the random face-down card. The
result: for every seat, the probability it holds each rank.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from citadels.engine import Decision, PlayerView
from citadels.engine.rounds import selection_steps

#: how much a seat likes a rank when choosing from a pile (relative weights; > 0)
PickWeight = Callable[[int, int], float]


def _uniform(_seat: int, _rank: int) -> float:
    return 1.0


@dataclass(frozen=True, slots=True)
class MyDraft:
    """What this seat itself did in a round's selection, in order: (step kind, rank)."""

    round: int
    crown: int  # the crowned seat while the characters were chosen
    actions: tuple[tuple[Decision, int], ...]


@dataclass(frozen=True, slots=True)
class Holdings:
    """The inferred holdings: `p[seat][rank]` the probability `seat` holds `rank` (index 0 unused)."""

    p: tuple[tuple[float, ...], ...]
    exact: bool  # False when the observations could not be matched (a uniform guess instead)

    def holder_odds(self, rank: int) -> list[float]:
        return [row[rank] for row in self.p]

    def anyone(self, rank: int) -> float:
        """The probability that some other seat holds `rank` (the rows of every seat summed)."""
        return min(1.0, sum(row[rank] for row in self.p))


def steps_for(players: int, crown: int) -> list[tuple[int, Decision]]:
    return selection_steps(players, crown)


def infer(
    view: PlayerView,
    mine: MyDraft | None,
    weight: PickWeight = _uniform,
    upto: int | None = None,
) -> Holdings:
    """Who holds what, seen from `view.seat`. `upto`: how many selection steps have been made (None:
    all of them, the turn phase). Own holdings are excluded from every other seat's row."""
    n = view.players
    k = len(view.characters)
    me = view.seat
    if mine is None or mine.round != view.round:
        return _uniform_guess(view)
    steps = steps_for(n, mine.crown)
    done = len(steps) if upto is None else upto
    all_ranks = [r for r in range(1, k + 1) if r not in view.faceup]
    full = 0
    for r in all_ranks:
        full |= 1 << r
    last_rule = n >= 4 and n == k - 1  # the 7-player rule (8 players with 9 characters)
    my_steps = [i for i, (s, _) in enumerate(steps) if s == me]
    # the pile this seat was offered at each of its own runs of steps
    offered_at: dict[int, int] = {}
    run = 0
    for i in my_steps:
        if i == 0 or steps[i - 1][0] != me:
            if run < len(view.offered):
                mask = 0
                for r in view.offered[run]:
                    mask |= 1 << r
                offered_at[i] = mask
            run += 1
    my_action: dict[int, int] = {}
    for i, (_, rank) in zip(my_steps, mine.actions, strict=False):
        my_action[i] = rank
    picks_of = [0] * n
    for i in range(done):
        if steps[i][1] == Decision.DRAFT_PICK:
            picks_of[steps[i][0]] += 1
    # what the turn phase tells: revealed ranks and ranks nobody answered
    revealed_by = {rank: seat for rank, seat in view.revealed}
    nobody = 0
    if done == len(steps) and view.decision not in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD):
        for r in all_ranks:
            if r <= view.called and r not in revealed_by and r != view.murdered:
                nobody |= 1 << r
    required = 0
    for r, seat in revealed_by.items():
        if seat != me:
            required |= 1 << r
    totals = [[0.0] * (k + 1) for _ in range(n)]
    z_all = 0.0
    for d in all_ranks:  # the random face-down card
        z, marg = _chain(
            steps, done, me, full, d, last_rule, offered_at, my_action, revealed_by, nobody, required, weight
        )
        if z <= 0.0:
            continue
        z_all += z
        for seat in range(n):
            row = totals[seat]
            for r, pr in marg[seat].items():
                row[r] += pr * z
    if z_all <= 0.0:
        return _uniform_guess(view)
    out = []
    for seat in range(n):
        if seat == me:
            out.append(tuple(0.0 for _ in range(k + 1)))
        else:
            out.append(tuple(x / z_all for x in totals[seat]))
    return Holdings(tuple(out), True)


def _chain(
    steps: Sequence[tuple[int, Decision]],
    done: int,
    me: int,
    full: int,
    d: int,
    last_rule: bool,
    offered_at: dict[int, int],
    my_action: dict[int, int],
    revealed_by: dict[int, int],
    nobody: int,
    required: int,
    weight: PickWeight,
) -> tuple[float, list[dict[int, float]]]:
    """The total weight of the chains with face-down card `d`, and each seat's rank marginals."""
    n_steps = done
    last = len(steps) - 1
    dbit = 1 << d
    start = dbit  # the random face-down card left the pile before the first step

    def pile_at(t: int, mask: int) -> int:
        pile = full & ~mask
        if last_rule and t == last:
            pile |= dbit  # the last seat is also handed the face-down card
        return pile

    def options(t: int, mask: int) -> list[tuple[int, float, int]]:
        """(rank, probability, next mask) for step t from `mask`; empty when inconsistent."""
        seat, kind = steps[t]
        pile = pile_at(t, mask)
        if seat == me:
            want = offered_at.get(t)
            if want is not None and want != pile:
                return []
            rank = my_action.get(t)
            if rank is None or not pile >> rank & 1:
                return []
            if last_rule and t == last and rank == d:
                return [(rank, 1.0, mask | 1)]
            return [(rank, 1.0, mask | (1 << rank))]
        ranks = [r for r in range(1, 10) if pile >> r & 1]
        if not ranks:
            return []
        pick = kind == Decision.DRAFT_PICK
        ws = [weight(seat, r) if pick else 1.0 for r in ranks]
        total = sum(ws)
        out: list[tuple[int, float, int]] = []
        for r, w in zip(ranks, ws, strict=True):
            holder = revealed_by.get(r)
            if pick:
                if nobody >> r & 1:
                    continue
                if holder is not None and holder != seat:
                    continue
            elif holder is not None:
                continue  # a revealed card was held, not discarded
            if last_rule and t == last and r == d:
                out.append((r, w / total, mask | 1))  # bit 0: the face-down card taken back
            else:
                out.append((r, w / total, mask | (1 << r)))
        return out

    beta: dict[tuple[int, int], float] = {}

    def back(t: int, mask: int) -> float:
        key = (t, mask)
        got = beta.get(key)
        if got is not None:
            return got
        if t == n_steps:
            if t < len(steps) and steps[t][0] == me and t in offered_at:
                val = 1.0 if offered_at[t] == pile_at(t, mask) else 0.0
            elif n_steps == len(steps):
                # a revealed card must have been taken by its holder's step (never left over)
                val = 1.0 if _taken(required, mask, dbit) else 0.0
            else:
                val = 1.0
        else:
            val = 0.0
            for _r, pr, nxt in options(t, mask):
                val += pr * back(t + 1, nxt)
        beta[key] = val
        return val

    z = back(0, start)
    seats = max(s for s, _ in steps) + 1
    marg: list[dict[int, float]] = [{} for _ in range(seats)]
    if z <= 0.0:
        return 0.0, marg
    alpha: dict[int, float] = {start: 1.0}
    for t in range(n_steps):
        seat, kind = steps[t]
        nxt_alpha: dict[int, float] = {}
        for mask, a in alpha.items():
            for r, pr, nxt in options(t, mask):
                b = back(t + 1, nxt)
                if b <= 0.0:
                    continue
                mass = a * pr
                if kind == Decision.DRAFT_PICK and seat != me:
                    row = marg[seat]
                    row[r] = row.get(r, 0.0) + mass * b / z
                nxt_alpha[nxt] = nxt_alpha.get(nxt, 0.0) + mass
        alpha = nxt_alpha
    return z, marg


def _taken(required: int, mask: int, dbit: int) -> bool:
    """Every revealed rank was taken by some step: the random face-down card only when the last seat
    took it back (bit 0, the 7-player rule)."""
    taken = (mask & ~dbit & ~1) | (dbit if mask & 1 else 0)
    return taken & required == required


def _uniform_guess(view: PlayerView) -> Holdings:
    """No record of this round's selection: every unaccounted rank equally likely for every seat."""
    k = len(view.characters)
    n = view.players
    known = {rank: seat for rank, seat in view.revealed}
    free = [
        r
        for r in range(1, k + 1)
        if r not in view.faceup
        and r not in view.my_characters
        and r not in known
        and r not in view.known_facedown
    ]
    per_seat = 2 if n <= 3 else 1
    out = []
    for seat in range(n):
        row = [0.0] * (k + 1)
        if seat != view.seat:
            for r, s in known.items():
                if s == seat:
                    row[r] = 1.0
            slots = per_seat - sum(1 for s in known.values() if s == seat)
            if free and slots > 0:
                share = min(1.0, slots / max(1, len(free)))
                for r in free:
                    row[r] = share
        out.append(tuple(row))
    return Holdings(tuple(out), False)
