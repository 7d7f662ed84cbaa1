"""The course of a round (RULES.md §3): the selection steps, then the ranks called in order, each
holder's turn starting and ending, and the end of the round (the next one starts, or the game ends).

The rule modules (`draft`, `turn`, `abilities`, `uniques`) call in here once their action is done.
"""

from __future__ import annotations

from . import scoring
from .characters import CharacterSpec
from .decision import Decision
from .events import (
    CharacterDiscardedFaceDown,
    CharacterRevealed,
    CharactersDiscardedFaceUp,
    CrownPassed,
    Event,
    GoldStolen,
    GoldTaken,
    MurderedRevealed,
    RankCalled,
    RoundEnded,
    RoundStarted,
    TaxPaid,
    TokenTaxTaken,
    TurnEnded,
)
from .state import State
from .uniques import SWAPS_CHARACTERS

GATHER = Decision.GATHER  # enum members are slow to look up on the class (Python 3.11)


# ---------------------------------------------------------------------- the selection steps
PICK_STEP = Decision.DRAFT_PICK
DISCARD_STEP = Decision.DRAFT_DISCARD


def selection_steps(players: int, crown: int) -> list[tuple[int, Decision]]:
    """Who decides what, in order, from the crowned seat passing to the left (seat + 1)."""
    if players == 2:
        a, b = crown, (crown + 1) % 2
        return [
            (a, PICK_STEP),
            (b, PICK_STEP),
            (b, DISCARD_STEP),
            (a, PICK_STEP),
            (a, DISCARD_STEP),
            (b, PICK_STEP),
            (b, DISCARD_STEP),
        ]
    if players == 3:
        return [((crown + i) % 3, PICK_STEP) for i in range(6)]
    return [((crown + i) % players, PICK_STEP) for i in range(players)]


#: (players, crown) -> the round's selection steps, shared by every state (never mutated)
_STEPS: dict[tuple[int, int], list[tuple[int, Decision]]] = {}


def shared_steps(players: int, crown: int) -> list[tuple[int, Decision]]:
    """`selection_steps`, one shared list per table size and first seat: read it, never change it."""
    steps = _STEPS.get((players, crown))
    if steps is None:
        steps = _STEPS[(players, crown)] = selection_steps(players, crown)
    return steps


def start_round(s: State, ev: list[Event] | None) -> None:
    rules = s.rules
    s.round += 1
    n = rules.players
    s.holder = [-1] * (rules.max_rank + 1)
    s.murdered = s.robbed = s.called = s.cur_rank = s.bewitched = 0
    s.robber = s.cur_seat = s.bewitched_by = s.crown_given_to = s.crown_neighbour_due = -1
    s.revealed = []
    s.tax_pending = []
    if s.theater_seats:  # the Theater (RULES.md §9.4): last round's swap
        s.theater_seats = []
        s.theater_ranks = []
    if s.warrant_seat >= 0:  # the Magistrate (RULES.md §9.3): unrevealed warrants collected unshown
        s.warrants = []
        s.warrant_seat = -1
        s.warrant_signed = s.warrant_revealed = 0
    if s.threat_seat >= 0:  # the Blackmailer (RULES.md §9.3): unrevealed threats collected unshown
        s.threats = []
        s.threat_seat = -1
        s.threat_flowered = s.threat_revealed = 0
    known: list[list[int]] = []
    offered: list[list[tuple[int, ...]]] = []
    for p in s.players:  # (one loop rather than two list comprehensions, each a call in Python 3.11)
        p.chars = []
        known.append([])
        offered.append([])
    s.facedown_known = known
    s.offered = offered

    rng = s.rng
    ranks = rng.shuffled_range(rules.max_rank)  # the characters, shuffled
    faceup: list[int] = []
    allowed = rules.faceup_allowed
    for _ in range(rules.faceup):
        # The King (Emperor) may never be discarded face up: the next card is taken in its place and
        # the King stays in the pile.
        i = len(ranks) - 1
        while i >= 0 and not allowed[ranks[i]]:
            i -= 1
        if i >= 0:
            faceup.append(ranks.pop(i))
    # Then the face-down discard, drawn from what is left (§3.1: the King is face down 1/(8 - face-up)).
    s.facedown = [ranks.pop(rng.below(len(ranks)))]
    faceup.sort()
    ranks.sort()
    s.faceup = faceup
    s.pile = ranks
    steps = s.steps = shared_steps(n, s.crown)
    s.step = 0
    if ev is not None:
        ev.append(RoundStarted(s.round, s.crown))
        ev.append(CharacterDiscardedFaceDown(None, None))
        if faceup:
            ev.append(CharactersDiscardedFaceUp(tuple(s.faceup)))
    if not rules.plain_steps:
        begin_step(s, ev)
        return
    seat, kind = steps[0]  # begin_step's usual case, inlined as in next_step
    offered[seat].append(tuple(ranks))
    s.decision = kind
    s.to_move = seat


def begin_step(s: State, ev: list[Event] | None = None) -> None:
    step = s.step
    steps = s.steps
    seat, kind = steps[step]
    if step and step == s.rules.mid_discard_step:
        # RULES.md §9.9: 3 players with 9 characters: the third player discards one of the five left
        # at random, face down, before passing four to the crowned player; nobody sees it (§9.13 (9)).
        s.facedown.append(s.pile.pop(s.rng.below(len(s.pile))))
        if ev is not None:
            ev.append(CharacterDiscardedFaceDown(None, None))
    if s.rules.last_takes_facedown and step == s.rules.players - 1 and kind == PICK_STEP:
        # The 7-player rule (8 players with 9 characters): the last player also gets the face-down
        # discard to choose from.
        s.pile.extend(s.facedown)
        s.pile.sort()
        s.facedown = []
    if step == 0 or steps[step - 1][0] != seat:
        s.offered[seat].append(tuple(s.pile))
    s.decision = kind
    s.to_move = seat


def next_step(s: State, ev: list[Event] | None) -> None:
    step = s.step = s.step + 1
    steps = s.steps
    if step < len(steps):
        if not s.rules.plain_steps:
            begin_step(s, ev)  # the same seat again (two or three players), or the 7-player rule
            return
        # begin_step's usual case, inlined: every pick of every round comes here
        seat, kind = steps[step]
        s.offered[seat].append(tuple(s.pile))
        s.decision = kind
        s.to_move = seat
        return
    if s.pile:
        # The leftover card is discarded face down; the seat that passed it over has seen it.
        last_seat = s.steps[-1][0]
        s.facedown.extend(s.pile)
        s.facedown_known[last_seat].extend(s.pile)
        if ev is not None:
            for rank in s.pile:
                ev.append(CharacterDiscardedFaceDown(last_seat, rank))
        s.pile = []
    end_selection(s, ev)


def end_selection(s: State, ev: list[Event] | None) -> None:
    """Every character is chosen: the Theater's owner may swap (RULES.md §9.4, `Decision.THEATER`),
    then the ranks are called."""
    if s.rules.deck_2016:  # (only a 2016-style deck may hold the Theater: classic games skip the look)
        for p in s.players:
            if SWAPS_CHARACTERS in p.kinds:
                s.decision = Decision.THEATER
                s.to_move = p.seat
                return
    begin_calling(s, ev)


# ---------------------------------------------------------------------- calling order
def begin_calling(s: State, ev: list[Event] | None) -> None:
    s.called = 0
    advance(s, ev)


def advance(s: State, ev: list[Event] | None) -> None:
    """Call the next rank that somebody answers; end the round after the last one."""
    s.peek_seat = -1  # the hand the Spy looked at is his only during his turn (RULES.md §9.3)
    holder = s.holder
    rank = s.called + 1
    last = s.rules.max_rank
    murdered = s.murdered
    while rank <= last:
        seat = holder[rank]
        if seat < 0 or rank == murdered:
            # Nobody answers: the character is not in play, or its holder was murdered and stays silent.
            if ev is not None:
                ev.append(RankCalled(rank, None))
            rank += 1
            continue
        s.called = rank
        start_turn(s, rank, seat, ev)
        return
    s.called = last
    end_round(s, ev)


def start_turn(s: State, rank: int, seat: int, ev: list[Event] | None) -> None:
    ch = s.rules.characters[rank - 1]
    s.revealed.append(rank)
    if ev is not None:
        ev.append(RankCalled(rank, seat))
        ev.append(CharacterRevealed(seat, rank))
    if rank == s.robbed and s.robber >= 0 and s.robber != seat:
        victim = s.players[seat]
        amount = victim.gold
        if amount:
            victim.gold = 0
            s.players[s.robber].gold += amount
        if ev is not None:
            ev.append(GoldStolen(s.robber, seat, amount))
    if ch.takes_crown and s.crown != seat:
        if ev is not None:
            ev.append(CrownPassed(s.crown, seat, ch.name))
        s.crown = seat
    if ch.taxes_each_build and s.tax_token and not (s.bewitched == rank and 0 <= s.bewitched_by != seat):
        take_token_tax(s, seat, ev)  # §9.13 (3): at the start of his turn (bewitched: the Witch's, later)
    if ch.collects_tax and s.tax_pending:
        # Seats that built before the Tax Collector was revealed (an Assassin) pay now.
        collector = s.bewitched_by if s.bewitched == rank and s.bewitched_by >= 0 else seat
        for payer in s.tax_pending:
            _pay_tax(s, payer, collector, ev)
        s.tax_pending = []
    s.cur_seat = s.to_move = seat
    s.cur_rank = rank
    s.builds_left = ch.max_builds
    s.ability_used = s.lab_used = s.smithy_used = s.museum_used = False
    s.income_taken = ch.income_type is None
    if s.drawn:  # (no other object holds these lists: an empty one is kept)
        s.drawn = []
    if s.aside:
        s.aside = []
    s.built_count = 0
    if s.paid_build_made:  # the Magistrate (RULES.md §9.3): each turn has its own first paid build
        s.paid_build_made = False
    s.decision = GATHER


def take_token_tax(s: State, seat: int, ev: list[Event] | None) -> None:
    """RULES.md §9.13 (3): `seat` (the 2016 Tax Collector's holder, or the Witch who bewitched him)
    takes all the gold on his token."""
    amount = s.tax_token
    s.tax_token = 0
    s.players[seat].gold += amount
    if ev is not None:
        ev.append(TokenTaxTaken(seat, amount))


def _pay_tax(s: State, payer: int, collector: int, ev: list[Event] | None) -> None:
    p = s.players[payer]
    if payer == collector or p.gold <= 0:
        return
    p.gold -= 1
    s.players[collector].gold += 1
    if ev is not None:
        ev.append(TaxPaid(payer, collector, 1))


def levy_tax(s: State, seat: int, ev: list[Event] | None) -> None:
    """RULES.md §6 Tax Collector: a seat that built this turn gives him 1 gold, if it has any. Before
    he is revealed the debt waits; a murdered or absent Tax Collector collects nothing."""
    rank = s.rules.tax_rank
    if not rank:
        return
    if rank in s.revealed:
        collector = s.bewitched_by if s.bewitched == rank and s.bewitched_by >= 0 else s.holder[rank]
        _pay_tax(s, seat, collector, ev)
    elif s.cur_rank < rank and seat not in s.tax_pending:
        s.tax_pending.append(seat)


def crowned_seat(s: State) -> int:
    """The crowned seat a crown neighbour (`CharacterSpec.crown_neighbour_gold`) must sit next to: the
    holder of the character that takes the crown, or the seat given the crown by an ability this round
    (-1: none; -2: the crown's taker was murdered and is revealed only at the end of the round)."""
    rules = s.rules
    for spec in rules.characters:
        if spec.takes_crown:
            holder = s.holder[spec.rank]
            if holder < 0:
                return -1
            return -2 if spec.rank == s.murdered else holder
    return s.crown_given_to


def neighbours(n: int, a: int, b: int) -> bool:
    return (a - b) % n in (1, n - 1)


def pay_crown_neighbour(s: State, seat: int, spec: CharacterSpec, ev: list[Event] | None) -> None:
    """`spec`'s crown neighbour gold to `seat`, if it sits next to the crowned seat (`crowned_seat`);
    owed until the end of the round if the crown's taker was murdered."""
    crowned = crowned_seat(s)
    if crowned == -2:
        s.crown_neighbour_due = seat  # paid at the end of the round, when the murdered King is revealed
        return
    if crowned >= 0 and neighbours(s.rules.players, seat, crowned):
        s.players[seat].gold += spec.crown_neighbour_gold
        if ev is not None:
            ev.append(GoldTaken(seat, spec.crown_neighbour_gold, spec.name))


def end_round(s: State, ev: list[Event] | None) -> None:
    murdered = s.murdered
    if murdered:
        seat = s.holder[murdered]
        if ev is not None:
            ev.append(MurderedRevealed(murdered, seat if seat >= 0 else None))
        if seat >= 0 and s.rules.character(murdered).takes_crown and s.crown != seat:
            # A murdered King's holder still takes the crown, as heir, at the end of the round.
            if ev is not None:
                ev.append(CrownPassed(s.crown, seat, "heir"))
            s.crown = seat
        rank = s.rules.crown_neighbour_rank
        if s.crown_neighbour_due >= 0 and seat >= 0 and rank and s.rules.character(murdered).takes_crown:
            neighbour = s.rules.character(rank)  # the character owed its gold for sitting next to the heir
            if neighbours(s.rules.players, s.crown_neighbour_due, seat):
                s.players[s.crown_neighbour_due].gold += neighbour.crown_neighbour_gold
                if ev is not None:
                    ev.append(
                        GoldTaken(s.crown_neighbour_due, neighbour.crown_neighbour_gold, neighbour.name)
                    )
        s.crown_neighbour_due = -1
    if ev is not None:
        ev.append(RoundEnded(s.round))
    s.cur_seat = -1
    s.cur_rank = 0
    if s.first_complete >= 0:
        scoring.finish_game(s, ev)
        return
    start_round(s, ev)


def levy_turn_taxes(s: State, ev: list[Event] | None) -> None:
    """RULES.md §6 Tax Collector, at the end of a turn: the builder, if a build of his stayed in his
    city; then the Magistrate, if he confiscated a district this turn (§9.13 (1))."""
    if s.built_count:
        levy_tax(s, s.cur_seat, ev)
    if s.warrant_revealed == s.cur_rank:
        levy_tax(s, s.warrant_seat, ev)


def end_turn(s: State, ev: list[Event] | None) -> None:
    """End the current turn (the Tax Collector's levy first), then call the next rank."""
    if s.rules.tax_rank:
        levy_turn_taxes(s, ev)
    if ev is not None:
        ev.append(TurnEnded(s.cur_seat, s.cur_rank))
    advance(s, ev)
