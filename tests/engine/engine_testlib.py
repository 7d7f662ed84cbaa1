"""Shared helpers for the engine tests (not collected: the name does not start with test_)."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from citadels.engine import (
    CARDS,
    Action,
    Decision,
    DistrictCard,
    DistrictType,
    EndTurn,
    Event,
    FinishExchange,
    GameConfig,
    GameState,
    GraveyardDecline,
    KeepCard,
    Player,
    Rng,
    TakeGold,
    is_2016_deck,
    new_game,
)
from citadels.engine.determinize import theater_known
from citadels.engine.schema import fields
from citadels.engine.scoring import COMPLETE_BONUS, FIRST_COMPLETE_BONUS, FIVE_TYPES_BONUS
from citadels.engine.state import State
from citadels.engine.uniques import SWAPS_CHARACTERS, UNBUILDABLE, city_size


def in_line_up(s: GameState, name: str) -> bool:
    """Whether the character called `name` is in this game's line-up."""
    return any(spec.name == name for spec in s.rules.characters)


# ---------------------------------------------------------------------- hidden information
def redeal_hidden(state: GameState, seat: int, rng: Rng) -> None:
    """Re-deal everything `seat` cannot see, in place: the other hands and the deck order (cards),
    and the unrevealed characters of the other seats with the face-down discards `seat` has not seen.
    Its view must not change (`GameState.view` shows nothing of what this moves)."""
    players = state.players
    # the hand the Wizard is looking at (RULES.md §6), or the Spy looked at this turn (§9.3), is known to him
    seen = state.peek_seat if (state.peek_seat >= 0 and state.cur_seat == seat) else seat
    pool = state.deck[:]
    for p in players:
        if p.seat != seat and p.seat != seen:
            pool += p.hand
    museum_hidden = not any(c.name == "museum" for c in players[seat].city)  # another's, or nobody's
    if museum_hidden:
        pool += state.museum_cards
    rng.shuffle(pool)
    at = 0
    if museum_hidden:
        k = len(state.museum_cards)
        state.museum_cards = pool[at : at + k]
        at += k
    for p in players:
        if p.seat != seat and p.seat != seen:
            k = len(p.hand)
            p.hand = pool[at : at + k]
            at += k
    state.deck = pool[at:]
    # characters: every rank whose whereabouts `seat` cannot know
    if state.decision in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD):
        return  # mid-selection the pile order is what matters; leave the characters alone
    holder = state.holder
    known = set(state.revealed)
    known.update(state.faceup)
    known.update(state.facedown_known[seat])
    known.update(players[seat].chars)
    # the Theater's swap (RULES.md §9.11): each of its two seats knows one character of the other's
    known.update(theater_known(state.view(seat)))
    # a rank already called that nobody answered (and was not murdered) is known to be unheld
    for rank in range(1, state.called + 1):
        if rank != state.murdered:
            known.add(rank)
    slots: list[int] = []  # seats (or -1 for face down) whose rank is hidden
    ranks: list[int] = []
    for rank in range(1, len(holder)):
        if rank in known:
            continue
        h = holder[rank]
        if h >= 0 or rank in state.facedown:
            ranks.append(rank)
            slots.append(h)
    if len(ranks) < 2:
        return
    rng.shuffle(ranks)
    for p in players:
        if p.seat != seat:
            p.chars = [r for r in p.chars if r in known]
    new_down = [r for r in state.facedown if r in known]
    for rank in ranks:
        holder[rank] = -1
    for rank, h in zip(ranks, slots, strict=True):
        if h >= 0:
            holder[rank] = h
            players[h].chars.append(rank)
        else:
            new_down.append(rank)
    state.facedown = new_down
    for p in players:
        p.chars.sort()


# ---------------------------------------------------------------------- snapshots
def freeze(x: Any) -> Any:
    """A plain, comparable copy of a value (lists become tuples, players and rng become tuples)."""
    if isinstance(x, Player):
        return ("Player",) + tuple(freeze(getattr(x, f.name)) for f in fields(Player))
    if isinstance(x, Rng):
        return ("Rng", x.state)
    if isinstance(x, list | tuple):
        return tuple(freeze(i) for i in x)
    if isinstance(x, set | frozenset):
        return frozenset(freeze(i) for i in x)
    return x


def snapshot(s: GameState) -> tuple[Any, ...]:
    """Every field of the state, deck order and every player's lists included."""
    return tuple((f.name, freeze(getattr(s, f.name))) for f in fields(State))


# ---------------------------------------------------------------------- cards
def all_cards(s: GameState) -> list[DistrictCard]:
    cards = list(s.deck) + list(s.drawn) + list(s.aside) + list(s.museum_cards)
    for p in s.players:
        cards += p.hand + p.city
    if s.grave_card is not None:
        cards.append(s.grave_card)
    if s.held_build is not None:  # a build waiting for the Magistrate (RULES.md §9.3)
        cards.append(s.held_build)
    return cards


def assert_conserved(s: GameState) -> None:
    ids = sorted(c.id for c in all_cards(s))
    assert ids == sorted(c.id for c in s.rules.cards), "the game's district cards are not conserved"
    chosen = set(s.rules.uniques) - ({"graveyard"} if in_line_up(s, "diplomat") else set())
    expected = [c.id for c in CARDS if c.kind.dtype != DistrictType.UNIQUE or c.kind.name in chosen]
    if is_2016_deck(s.rules.uniques):  # RULES.md §9.8: one card of each chosen unique (one Keep)
        firsts = {c.kind: c.id for c in reversed(CARDS)}
        expected = [
            i for i in expected if CARDS[i].kind.dtype != DistrictType.UNIQUE or firsts[CARDS[i].kind] == i
        ]
    assert sorted(c.id for c in s.rules.cards) == expected, (
        "the deck does not follow the chosen unique districts"
    )


def names(cards: Iterable[DistrictCard]) -> list[str]:
    return [c.name for c in cards]


# ---------------------------------------------------------------------- playing
def play(s: GameState, action: Action) -> list[Event]:
    """Apply an action that must be legal (checks that `legal_actions()` lists it)."""
    legal = s.legal_actions()
    assert action in legal, f"{action!r} is not in {legal!r}"
    return s.apply(action)


def passive_action(s: GameState) -> Action:
    """The least eventful legal action: take gold, keep the first card, decline, end the turn."""
    d = s.decision
    if d == Decision.GATHER:
        return TakeGold()
    if d == Decision.KEEP:
        return KeepCard(s.drawn[0].id)
    if d == Decision.MAIN:
        return EndTurn()
    if d == Decision.EXCHANGE:
        return FinishExchange()
    if d == Decision.GRAVEYARD:
        return GraveyardDecline()
    return s.legal_actions()[0]


def finish_round(s: GameState) -> list[Event]:
    """Play passively until the round ends (next selection phase or game over); return the events."""
    events: list[Event] = []
    start = s.round
    while not s.game_over and (
        s.round == start and s.decision not in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD)
    ):
        events += s.apply(passive_action(s))
    return events


def random_game(
    players: int, seed: int, ruleset: str = "classic", max_actions: int = 5000, characters: object = "classic"
) -> tuple[GameState, list[Action]]:
    """A finished game of random legal play."""
    s = new_game(GameConfig(players=players, ruleset=ruleset, characters=characters), seed)  # type: ignore[arg-type]
    rnd = random.Random(seed)
    actions: list[Action] = []
    while not s.game_over:
        a = rnd.choice(s.legal_actions())
        s.apply(a, events=False)
        actions.append(a)
        assert len(actions) < max_actions
    return s, actions


def random_state(
    players: int, seed: int, steps: int, ruleset: str = "classic", characters: object = "classic"
) -> GameState:
    """A state reached by up to `steps` random legal actions (stops early at game over)."""
    s = new_game(GameConfig(players=players, ruleset=ruleset, characters=characters), seed)  # type: ignore[arg-type]
    rnd = random.Random(seed * 7919 + steps)
    for _ in range(steps):
        if s.game_over:
            break
        s.apply(rnd.choice(s.legal_actions()), events=False)
    return s


# ---------------------------------------------------------------------- invariants
def check_step_invariants(s: GameState) -> None:
    """What must hold in every state of every game."""
    assert_conserved(s)
    wizard = in_line_up(s, "wizard")
    for p in s.players:
        assert p.gold >= 0
        # (the Wizard's extra build may duplicate a district, RULES.md §6; so may the Quarry's, §9.4,
        # whose copies stay when the Quarry is destroyed)
        if not wizard and not s.rules.deck_2016:
            assert len({c.kind for c in p.city}) == len(p.city)  # never two districts of one name
        assert p.kinds == {c.kind for c in p.city}
        # completed cities are immune; the Monument counts two districts (RULES.md §9.1)
        assert p.completed == (city_size(p.city) >= s.rules.completion)
        assert UNBUILDABLE not in p.kinds  # the Secret Vault is never built (§9.4)
    assert 0 <= s.to_move < s.n
    if s.decision in (
        Decision.GATHER,
        Decision.KEEP,
        Decision.MAIN,
        Decision.EXCHANGE,
        Decision.TAKE_FROM_HAND,
    ):
        assert s.to_move == s.cur_seat
        acting = (
            s.bewitched_by
            if (s.cur_rank == s.bewitched and s.decision != Decision.GATHER)
            else s.holder[s.cur_rank]
        )
        if s.decision == Decision.KEEP and s.cur_rank == s.bewitched:
            acting = s.holder[s.cur_rank]  # the bewitched holder still gathers
        assert acting == s.cur_seat and s.cur_rank != s.murdered
    if s.decision in (Decision.GRAVEYARD, Decision.TRIBUTE):
        assert s.to_move != s.cur_seat
    if s.decision == Decision.GRAVEYARD:
        assert s.grave_card is not None
    assert s.adorned <= {c.id for p in s.players for c in p.city}  # the Artist's gold is on built districts
    assert s.drawn == [] or s.decision in (
        Decision.KEEP,
        Decision.KEEP_ONE_DRAWN,
    )  # the Scholar keeps one too
    assert s.owed_a_card == [] or s.decision == Decision.GIVE_CARDS  # the Seer's cards to give back
    # the Wizard's or the Spy's look lasts his turn, a build of his paused for the Magistrate included
    assert s.peek_seat < 0 or s.decision in (Decision.TAKE_FROM_HAND, Decision.MAIN, Decision.WARRANT)
    assert s.aside == [] or s.decision == Decision.EXCHANGE
    assert s.grave_card is None or s.decision == Decision.GRAVEYARD
    # the 2016 Magistrate and Blackmailer (RULES.md §9.3): decisions owed by a seat not playing its turn
    if s.decision in (Decision.WARRANT, Decision.THREAT):
        assert s.to_move != s.cur_seat
    if s.decision == Decision.BRIBE:
        assert s.to_move == s.cur_seat and s.cur_rank in s.threats
    assert (s.held_build is not None) == (s.decision == Decision.WARRANT)
    # the Theater (RULES.md §9.4): its owner, once every character is chosen, before any is called
    if s.decision == Decision.THEATER:
        assert SWAPS_CHARACTERS in s.players[s.to_move].kinds and s.called == 0 and not s.pile
        assert all(len(p.chars) == s.rules.chars_per_player for p in s.players)
    assert len(s.theater_seats) == len(s.theater_ranks) in (0, 2)


def check_final(s: GameState) -> None:
    """What must hold at the end of every game: scores add up, the winner obeys the tie-break."""
    assert s.decision == Decision.GAME_OVER and s.legal_actions() == []
    assert s.scores is not None and len(s.scores) == s.n
    assert s.first_complete >= 0 and s.players[s.first_complete].completed
    for b, p in zip(s.scores, s.players, strict=True):
        assert b.seat == p.seat
        assert b.total == b.districts + b.five_types + b.completion + b.unique_total
        assert b.districts == sum(c.kind.points + (c.id in s.adorned) for c in p.city)
        assert sum(b.type_counts) == len(p.city)
        assert b.five_types in (0, FIVE_TYPES_BONUS)
        if all(b.type_counts):
            assert b.five_types == FIVE_TYPES_BONUS
        expected = 0
        if p.completed:
            expected = FIRST_COMPLETE_BONUS if p.seat == s.first_complete else COMPLETE_BONUS
        assert b.completion == expected
        assert b.tiebreak_rank == max(p.chars)
        assert len(p.chars) == s.rules.chars_per_player
    # the winner: the best total; among ties the highest character held in the last round
    best = max(b.total for b in s.scores)
    tied = [b for b in s.scores if b.total == best]
    assert s.scores[s.winner].total == best
    assert s.scores[s.winner].tiebreak_rank == max(b.tiebreak_rank for b in tied)
