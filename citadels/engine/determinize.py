"""From a seat's `PlayerView` to a full `GameState` that agrees with everything the seat knows.

Searching bots (determinized Monte Carlo) sample many such worlds: the cards the seat cannot see are
dealt at random to the other hands (by their public sizes) and the deck (in random order); the
characters it cannot see are placed as the caller says (e.g. by draft inference) or at random.

The sampled state is a normal `GameState`: `legal_actions()` and `apply()` work on it, and the seat's
own view of it equals the view it was made from (`tests/ai` checks this).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from .abilities import rank_using
from .actions import Rob
from .cards import DistrictCard
from .config import Rules
from .decision import Decision
from .game import GameState
from .rng import Rng
from .rounds import shared_steps
from .state import Player
from .view import PlayerView

SELECTION = (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD)
_PICK = Decision.DRAFT_PICK  # enum members are slow to look up on the class (Python 3.11)
INITIAL_FACEDOWN = -1  # the random face-down discard made before the draft
LEFTOVER = -2  # the last card of the draft, discarded face down


def rules_of(view: PlayerView) -> Rules:
    rules = Rules.for_line_up(view.players, view.ruleset, view.characters, view.uniques)
    if rules.completion != view.completion:
        rules = dataclasses.replace(rules, completion=view.completion)
    return rules


def round_first_picker(view: PlayerView) -> int:
    """The seat that chose a character first this round (the crown, unless the King took it)."""
    crown_taken = any(view.character(r).takes_crown for r, _ in view.revealed)
    moved = crown_taken or view.crown_given_to >= 0  # the King took it, or the Emperor gave it away
    if not moved or not view.offered:
        return view.crown
    n = view.players
    first_size = len(view.offered[0])
    initial = len(view.characters) - len(view.faceup) - 1
    if n == 2:
        pos = 0 if first_size == initial else 1
    else:
        pos = initial - first_size
        if n == len(view.characters) - 1 and first_size == 2 and view.known_facedown:
            pos = n - 1
    return (view.seat - pos) % n


_round_memo: tuple[PlayerView | None, list[tuple[int, Decision]]] = (None, [])


def round_steps(view: PlayerView) -> list[tuple[int, Decision]]:
    """This round's selection steps (a shared list: read it, never change it)."""
    global _round_memo
    seen_view, steps = _round_memo
    if seen_view is not view:
        steps = shared_steps(view.players, round_first_picker(view))
        _round_memo = (view, steps)
    return steps


def current_step(view: PlayerView) -> int:
    """During selection, with the viewer to choose: the index of the current selection step."""
    initial = len(view.characters) - len(view.faceup) - 1
    n = view.players
    if (
        n >= 4
        and n == len(view.characters) - 1
        and view.offered
        and len(view.pile) == 2
        and view.decision == _PICK
    ):
        steps = round_steps(view)
        if steps[n - 1][0] == view.seat and sum(view.picks_made) == n - 1:
            return n - 1
    return initial - len(view.pile)


# The last view asked about and its own selection steps: a search samples many worlds from one view.
_steps_memo: tuple[PlayerView | None, dict[int, int]] = (None, {})


def my_steps(view: PlayerView) -> dict[int, int]:
    """Selection steps the viewer has already taken this round: step index -> rank (a shared dict
    for the last view asked about: read it, never change it)."""
    global _steps_memo
    seen_view, out = _steps_memo
    if seen_view is not view:
        out = _my_steps(view)
        _steps_memo = (view, out)
    return out


def _my_steps(view: PlayerView) -> dict[int, int]:
    steps = round_steps(view)
    me = view.seat
    mine = set(view.my_characters)
    mine_down = set(view.known_facedown)
    offered = [set(o) for o in view.offered]
    obs = [i for i, (s, _) in enumerate(steps) if s == me and (i == 0 or steps[i - 1][0] != me)]
    out: dict[int, int] = {}
    for j, start in enumerate(obs[: len(offered)]):
        gone = offered[j] - offered[j + 1] if j + 1 < len(offered) else offered[j]
        i = start
        while i < len(steps) and steps[i][0] == me:
            kind = steps[i][1]
            pool = mine if kind == _PICK else mine_down
            found = sorted(gone & pool)
            if not found:
                break
            if kind == _PICK and view.players >= 3:
                found = [r for r in found if r not in mine_down] or found
            out[i] = found[0]
            gone.discard(found[0])
            i += 1
    return out


# The last view asked about and its unseen cards: a search samples many worlds from one view.
_unseen_memo: tuple[PlayerView | None, list[DistrictCard]] = (None, [])


def unseen_cards(view: PlayerView) -> list[DistrictCard]:
    """Every card the viewer cannot locate: the other hands, the deck, others' drawn cards."""
    global _unseen_memo
    seen_view, cards = _unseen_memo
    if seen_view is not view:
        cards = _unseen(view)
        _unseen_memo = (view, cards)
    return cards[:]


def _unseen(view: PlayerView) -> list[DistrictCard]:
    seen: set[int] = {c.id for c in view.hand}
    for p in view.table:
        seen.update(c.id for c in p.city)
    seen.update(c.id for c in view.drawn)
    seen.update(c.id for c in view.aside)
    if view.graveyard_card is not None:
        seen.add(view.graveyard_card.id)
    if view.held_build is not None:
        seen.add(view.held_build.id)
    seen.update(c.id for c in view.peek)
    seen.update(c.id for c in view.museum_cards)  # d16b: under the viewer's own Museum
    return [c for c in rules_of(view).cards if c.id not in seen]


def sample_state(
    view: PlayerView,
    rng: Rng,
    step_ranks: Mapping[int, int] | None = None,
    holders: Mapping[int, int] | None = None,
    seed: int | None = None,
) -> GameState:
    """A full state consistent with `view`.

    Characters the viewer cannot see are placed by `step_ranks` (selection step index -> rank for
    every past step of the other seats, plus `INITIAL_FACEDOWN` and `LEFTOVER`), which also rebuilds
    what each seat was offered; or by `holders` (rank -> seat, -1 for face down); or at random.
    `seed` seeds the new state's random source (default: drawn from `rng`).
    """
    rules = rules_of(view)
    n = rules.players
    me = view.seat
    s = GameState.__new__(GameState)
    s.rules = rules
    s.seed = seed if seed is not None else rng.next64()
    s.rng = Rng(s.seed)
    s.round = view.round
    s.decision = view.decision
    s.to_move = view.to_move
    s.crown = view.crown
    s.history = None
    s.first_complete = view.first_complete
    s.scores = list(view.scores) if view.scores is not None else None
    s.winner = view.winner

    # ------------------------------------------------------------------ cards
    players = [Player(i) for i in range(n)]
    for pp in view.table:
        p = players[pp.seat]
        p.gold = pp.gold
        p.city = list(pp.city)
        p.kinds = {c.kind for c in pp.city}
        p.haunted_round = pp.haunted_round
        p.completed = pp.completed
    players[me].hand = list(view.hand)
    pool = unseen_cards(view)
    rng.shuffle(pool)
    at = 0
    for pp in view.table:
        if pp.seat == view.peek_seat and view.peek:
            players[pp.seat].hand = list(view.peek)  # the hand the Wizard or the Spy looks at
        elif pp.seat != me:
            players[pp.seat].hand = pool[at : at + pp.hand_size]
            at += pp.hand_size
    if view.museum_cards:  # d16b: the viewer's Museum: he knows its cards; another's are hidden
        s.museum_cards = list(view.museum_cards)
    else:
        s.museum_cards = pool[at : at + view.museum_count]
        at += view.museum_count
    rest = pool[at:]
    s.drawn = list(view.drawn)
    s.aside = list(view.aside)
    extra = len(rest) - view.deck_size
    if extra > 0 and view.current_seat != me:
        # cards in another seat's hands-off piles (drawn, or put aside by the Magician)
        if view.decision == Decision.EXCHANGE:
            s.aside = rest[:extra]
        elif view.decision == Decision.KEEP or view.decision == Decision.KEEP_ONE_DRAWN:
            s.drawn = rest[:extra]
        rest = rest[extra:]
    s.deck = rest
    s.players = players
    s.grave_card = view.graveyard_card

    # ------------------------------------------------------------------ the calling order
    s.called = view.called
    s.cur_seat = view.current_seat
    s.cur_rank = view.current_rank
    s.murdered = view.murdered
    s.robbed = view.robbed
    s.robber = -1
    s.revealed = [r for r, _ in view.revealed]
    s.builds_left = view.builds_left
    s.ability_used = view.ability_used
    s.income_taken = view.income_taken
    s.lab_used = view.lab_used
    s.smithy_used = view.smithy_used
    s.museum_used = view.museum_used
    s.bewitched = view.bewitched
    s.bewitched_by = view.bewitched_by
    s.adorned = set(view.adorned)
    s.built_count = 0
    s.tax_pending = list(view.tax_pending)
    s.tax_token = view.tax_token
    s.owed_a_card = list(view.owed_a_card)
    s.crown_given_to = view.crown_given_to
    s.crown_neighbour_due = -1
    s.peek_seat = view.peek_seat
    s.tribute_to = view.tribute_to
    # the Magistrate (RULES.md §9.3): an unknown signed warrant is on any of the three tokens
    s.warrants = list(view.warrants)
    s.warrant_seat = view.warrant_seat
    s.warrant_revealed = view.warrant_revealed
    s.warrant_signed = view.signed_warrant
    if not s.warrant_signed and view.warrants:
        s.warrant_signed = view.warrants[rng.below(len(view.warrants))]
    s.paid_build_made = view.paid_build_made
    s.held_build = view.held_build
    s.held_paid = view.held_paid
    # the Blackmailer (RULES.md §9.3): an unknown flower is on either threatened token
    s.threats = list(view.threats)
    s.threat_seat = view.threat_seat
    s.threat_revealed = view.threat_revealed
    s.threat_flowered = view.flowered_threat
    if not s.threat_flowered and view.threats:
        s.threat_flowered = view.threats[rng.below(len(view.threats))]
    # the Theater (RULES.md §9.11): who swapped is public, the characters known to the two seats only
    s.theater_seats = list(view.theater_swap)
    s.theater_ranks = list(view.theater_ranks)

    # ------------------------------------------------------------------ characters
    _place_characters(s, view, rng, step_ranks, holders)
    if s.theater_seats and not s.theater_ranks:
        # a swap the viewer was not part of: any character of each seat is the one it got
        owner, target = s.theater_seats
        given, taken = s.players[target].chars, s.players[owner].chars
        if given and taken:
            s.theater_ranks = [given[rng.below(len(given))], taken[rng.below(len(taken))]]
    if s.robbed:
        robs = rank_using(rules, Rob)  # the rank whose ability robbed
        s.robber = s.holder[robs] if robs else -1
    return s


def _place_characters(
    s: GameState,
    view: PlayerView,
    rng: Rng,
    step_ranks: Mapping[int, int] | None,
    holders: Mapping[int, int] | None,
) -> None:
    rules = s.rules
    n = rules.players
    me = view.seat
    max_rank = rules.max_rank
    selecting = view.decision in SELECTION
    steps = round_steps(view)
    s.steps = steps
    s.faceup = list(view.faceup)
    s.holder = [-1] * (max_rank + 1)
    s.offered = [[] for _ in range(n)]
    s.facedown_known = [[] for _ in range(n)]
    s.facedown = []
    s.pile = list(view.pile) if selecting else []
    s.step = current_step(view) if selecting else len(steps)

    if step_ranks is not None:
        full = dict(step_ranks)
        full.update(my_steps(view))
        if _replay_draft(s, view, full):
            return
        s.holder = [-1] * (max_rank + 1)
        s.offered = [[] for _ in range(n)]
        s.facedown_known = [[] for _ in range(n)]
        s.facedown = []
        s.pile = list(view.pile) if selecting else []
        for p in s.players:
            p.chars = []

    # without a draft record: place by holders, or at random
    known_down = set(view.known_facedown)
    mine = set(view.my_characters)
    revealed = dict(view.revealed)
    faceup = set(view.faceup)
    pile = set(s.pile)
    for r in mine:
        s.holder[r] = me
    for r, seat in theater_known(view).items():
        revealed.setdefault(r, seat)  # placed like a revealed character (not shown as one)
    for r, seat in revealed.items():
        s.holder[r] = seat
    unknown = [
        r
        for r in range(1, max_rank + 1)
        if r not in mine and r not in revealed and r not in faceup and r not in known_down and r not in pile
    ]
    placed: dict[int, int] = {}
    if holders is not None:
        placed = {r: holders[r] for r in unknown if r in holders}
    need: list[int] = []  # seats still short of characters
    per = rules.chars_per_player
    count = [0] * n
    for _rank, seat in list(revealed.items()) + [(r, me) for r in mine] + list(placed.items()):
        if seat >= 0:
            count[seat] += 1
    made = list(view.picks_made)
    wanted = [made[seat] if selecting else per for seat in range(n)]
    if placed and view.theater_swap:
        # the draft's inference does not know the swap: a seat never gets more than it holds
        count = [0] * n
        for _rank, seat in list(revealed.items()) + [(r, me) for r in mine]:
            if seat >= 0:
                count[seat] += 1
        kept: dict[int, int] = {}
        for r, seat in placed.items():
            if seat >= 0 and count[seat] >= wanted[seat]:
                continue
            kept[r] = seat
            if seat >= 0:
                count[seat] += 1
        placed = kept
    free = [r for r in unknown if r not in placed]
    for seat in range(n):
        need += [seat] * max(0, wanted[seat] - count[seat])
    rng.shuffle(free)
    silent = {r for r in range(1, view.called + 1) if r not in revealed and r != view.murdered}
    for seat in need:
        choice = next((r for r in free if r not in silent), None)
        if choice is None:
            break
        free.remove(choice)
        placed[choice] = seat
    for r, seat in placed.items():
        s.holder[r] = seat
    s.facedown = sorted(known_down | {r for r, seat in placed.items() if seat < 0} | set(free))
    s.facedown_known[me] = list(view.known_facedown)
    s.offered[me] = [tuple(o) for o in view.offered]
    for p in s.players:
        p.chars = sorted(r for r in range(1, max_rank + 1) if s.holder[r] == p.seat)


def theater_known(view: PlayerView) -> dict[int, int]:
    """rank -> seat: the character the viewer knows another seat holds after this round's Theater swap
    (the owner knows what he gave, the opponent what was taken from him; RULES.md §9.11)."""
    if not view.theater_ranks:
        return {}
    owner, target = view.theater_swap
    given, taken = view.theater_ranks
    return {given: target} if view.seat == owner else {taken: owner}


def _replay_draft(s: GameState, view: PlayerView, ranks: Mapping[int, int]) -> bool:
    """Rebuild the draft from the rank taken at every past step. False if it does not fit the view."""
    rules = s.rules
    if rules.mid_discard_step:
        return False  # a discard nobody saw (RULES.md §9.9): the characters are placed without the record
    if view.theater_swap:
        return (
            False  # the Theater swapped characters (RULES.md §9.4): the record no longer says who holds what
        )
    n = rules.players
    steps = s.steps
    selecting = view.decision in SELECTION
    upto = s.step
    initial = ranks.get(INITIAL_FACEDOWN)
    last_rule = rules.last_takes_facedown
    last = n - 1
    faceup = set(view.faceup)
    all_ranks = [r for r in range(1, rules.max_rank + 1) if r not in faceup]
    if initial is None:
        # 7 players (8 with 9 characters): the initial discard joins the last seat's choice; it ends
        # with that seat or as the leftover, whichever of the two the viewer never saw (any, if the
        # viewer is last)
        if not last_rule or last not in ranks or not view.offered:
            return False
        seen = set(view.offered[0])
        if steps[last][0] == view.seat:
            candidates = [r for r in seen if r != ranks[last]]
        else:
            candidates = [r for r in (ranks[last], ranks.get(LEFTOVER)) if r is not None and r not in seen]
        if len(candidates) != 1:
            return False
        initial = candidates[0]
    pile = sorted(r for r in all_ranks if r != initial)
    facedown = [initial]
    for i in range(upto):
        seat, kind = steps[i]
        if last_rule and i == last and kind == _PICK:
            pile = sorted(pile + facedown)
            facedown = []
        if i == 0 or steps[i - 1][0] != seat:
            s.offered[seat].append(tuple(pile))
        r = ranks.get(i)
        if r is None or r not in pile:
            return False
        pile.remove(r)
        if kind == _PICK:
            s.holder[r] = seat
        else:
            facedown.append(r)
            s.facedown_known[seat].append(r)
    if selecting:
        seat = steps[upto][0]
        if last_rule and upto == last:
            pile = sorted(pile + facedown)
            facedown = []
        if upto == 0 or steps[upto - 1][0] != seat:
            s.offered[seat].append(tuple(pile))
        if sorted(pile) != sorted(view.pile):
            return False
    elif pile:
        last = steps[-1][0]
        leftover = ranks.get(LEFTOVER)
        if leftover is not None and pile != [leftover]:
            return False
        facedown.extend(pile)
        s.facedown_known[last].extend(pile)
        pile = []
    s.pile = pile if selecting else []
    s.facedown = facedown
    if [tuple(o) for o in view.offered] != s.offered[view.seat]:
        return False
    if sorted(s.facedown_known[view.seat]) != sorted(view.known_facedown):
        return False
    for p in s.players:
        p.chars = sorted(r for r in range(1, rules.max_rank + 1) if s.holder[r] == p.seat)
    if sorted(s.players[view.seat].chars) != sorted(view.my_characters):
        return False
    for r, seat in view.revealed:
        if s.holder[r] != seat:
            return False
    return True
