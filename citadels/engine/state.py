"""The game state: plain slotted objects, cheap to clone, changed only through `apply`.

`GameState` holds the data; the rules that read and change it live in `draft.py`, `turn.py`,
`abilities.py`, `uniques.py` and `scoring.py`, which register their handlers in `dispatch.py`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import IntEnum
from typing import TYPE_CHECKING

from .cards import DistrictCard, DistrictKind
from .config import Rules
from .rng import Rng

if TYPE_CHECKING:
    from .actions import Action
    from .events import Event
    from .scoring import ScoreBreakdown
    from .view import PlayerView


class Decision(IntEnum):
    """What the seat `to_move` is asked for."""

    DRAFT_PICK = 0  # keep one of the offered characters
    DRAFT_DISCARD = 1  # two players: discard one of the offered characters face down
    GATHER = 2  # take 2 gold or draw cards
    KEEP = 3  # keep one of the drawn cards
    MAIN = 4  # build, income, abilities, unique districts, end turn
    EXCHANGE = 5  # Magician: put more cards aside or finish the exchange
    GRAVEYARD = 6  # the Graveyard's owner: take the destroyed district for 1 gold?
    GAME_OVER = 7
    BEWITCH = 8  # Witch, after gathering: name the character to bewitch
    WIZARD = 9  # Wizard, looking at a hand: take one card (keep it or build it)
    TRIBUTE = 10  # the Emperor's crown recipient: pay 1 gold or a card of their choice


_GAME_OVER = Decision.GAME_OVER  # enum members are slow to look up on the class (Python 3.11)


class Player:
    """One seat's purse, hand and city, and the characters it holds this round."""

    __slots__ = ("seat", "gold", "hand", "city", "kinds", "chars", "haunted_round", "completed")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.gold = 0
        self.hand: list[DistrictCard] = []
        self.city: list[DistrictCard] = []
        self.kinds: set[DistrictKind] = set()  # kinds in the city: duplicates and unique effects
        self.chars: list[int] = []  # ranks chosen this round
        self.haunted_round = -1  # round the Haunted City was built in (-1: not in the city)
        self.completed = False

    def clone(self) -> Player:
        p = Player.__new__(Player)
        p.seat = self.seat
        p.gold = self.gold
        p.hand = self.hand[:]
        p.city = self.city[:]
        p.kinds = set(self.kinds)
        p.chars = self.chars[:]
        p.haunted_round = self.haunted_round
        p.completed = self.completed
        return p

    def owns(self, kind: DistrictKind) -> bool:
        return kind in self.kinds

    def __repr__(self) -> str:
        return f"Player({self.seat}, gold={self.gold}, hand={self.hand}, city={self.city})"


class GameState:
    """Everything about one game. Use `new_game()` to make one; change it only with `apply()`."""

    __slots__ = (
        "rules",
        "rng",
        "seed",
        "deck",
        "players",
        "crown",
        "round",
        "decision",
        "to_move",
        # selection
        "pile",
        "faceup",
        "facedown",
        "facedown_known",
        "offered",
        "steps",
        "step",
        "holder",
        # calling order and the current turn
        "called",
        "murdered",
        "robbed",
        "robber",
        "revealed",
        "cur_seat",
        "cur_rank",
        "builds_left",
        "ability_used",
        "income_taken",
        "lab_used",
        "smithy_used",
        "drawn",
        "aside",
        "grave_card",
        # Dark City
        "bewitched",
        "witch",
        "adorned",
        "built_count",
        "tax_pending",
        "emperor_crowned",
        "queen_due",
        "peek_seat",
        "tribute_to",
        # the end
        "first_complete",
        "scores",
        "winner",
        "history",
    )

    rules: Rules
    rng: Rng
    seed: int
    deck: list[DistrictCard]  # the top of the deck is the END of the list
    players: list[Player]
    crown: int
    round: int
    decision: Decision
    to_move: int
    pile: list[int]  # ranks still in the selection pile
    faceup: list[int]
    facedown: list[int]
    facedown_known: list[list[int]]  # per seat: face-down ranks that seat has seen
    offered: list[list[tuple[int, ...]]]  # per seat: the character sets passed to it this round
    steps: list[tuple[int, Decision]]  # selection steps of this round: (seat, pick or discard)
    step: int
    holder: list[int]  # rank -> seat holding it this round (-1: nobody)
    called: int  # the rank called last (0 before the turn phase)
    murdered: int  # rank (0: nobody)
    robbed: int  # rank (0: nobody)
    robber: int  # seat of the Thief who robbed
    revealed: list[int]  # ranks revealed this round, in order
    cur_seat: int
    cur_rank: int
    builds_left: int
    ability_used: bool
    income_taken: bool
    lab_used: bool
    smithy_used: bool
    drawn: list[DistrictCard]  # cards drawn as a resource, awaiting KeepCard
    aside: list[DistrictCard]  # Magician: cards put aside for the exchange
    grave_card: DistrictCard | None  # the destroyed district offered to the Graveyard's owner
    bewitched: int  # the rank the Witch named this round (0: none)
    witch: int  # the Witch's seat when she bewitched someone (-1: none)
    adorned: set[int]  # ids of districts carrying the Artist's gold (cost +1), wherever they are
    built_count: int  # districts built in the current turn (the Tax Collector's levy)
    tax_pending: list[int]  # seats that built before the Tax Collector was revealed (they pay then)
    emperor_crowned: int  # the seat the Emperor gave the crown to this round (-1: none)
    queen_due: int  # seat owed the Queen's gold when a murdered King is revealed (-1: none)
    peek_seat: int  # the seat whose hand the Wizard is looking at (-1: none)
    tribute_to: int  # the Emperor's seat, owed the crown recipient's gold or card (-1: none)
    first_complete: int
    scores: list[ScoreBreakdown] | None
    winner: int
    history: list[Action] | None  # every applied action (None: not recorded, e.g. search clones)

    # ------------------------------------------------------------------ queries
    @property
    def n(self) -> int:
        return self.rules.players

    @property
    def game_over(self) -> bool:
        return self.decision == Decision.GAME_OVER

    def player(self, seat: int) -> Player:
        return self.players[seat]

    def deck_size(self) -> int:
        return len(self.deck)

    def city_completed(self, seat: int) -> bool:
        return len(self.players[seat].city) >= self.rules.completion

    def current_character_name(self) -> str | None:
        if self.cur_rank <= 0:
            return None
        return self.rules.character(self.cur_rank).name

    # ------------------------------------------------------------------ the one door
    def legal_actions(self) -> list[Action]:
        """Every legal action for the seat `to_move` (empty when the game is over)."""
        return LEGAL_BY_VALUE[self.decision](self)

    def apply(self, action: Action, seat: int | None = None, events: bool = True) -> list[Event]:
        """Apply one action for `to_move` (or check that `seat` is `to_move`).

        Raises a specific `IllegalActionError` and leaves the state unchanged when the action is not
        allowed. Returns the events it caused (an empty list when `events` is False, for fast search).
        """
        if self.decision == _GAME_OVER:
            raise GameOverError(action, "the game is over")
        if seat is not None and seat != self.to_move:
            raise NotYourDecisionError(action, f"seat {self.to_move} owes the decision, not seat {seat}")
        handler = INTERNED_HANDLERS.get(id(action))  # the legal lists' own actions: checked once, at import
        if handler is None:
            handler = APPLY.get(type(action))
            if handler is None:
                raise MalformedActionError(action, "this is not a Citadels action")
            check_action(action)
        ev: list[Event] | None = [] if events else None
        handler(self, action, ev)
        if self.history is not None:
            self.history.append(action)
        return ev if ev is not None else []

    def view(self, seat: int) -> PlayerView:
        """What `seat` may know: its own hand and characters, everything public, what it saw."""
        if type(seat) is not int or not 0 <= seat < self.rules.players:
            raise NoSuchSeatError(seat, f"there is no seat {seat!r} at a table of {self.rules.players}")
        return make_view(self, seat)

    def digest(self) -> str:
        """A stable fingerprint of the whole state, public and private (saves check it on load)."""
        from .digest import digest

        return digest(self)

    # ------------------------------------------------------------------ copying
    def clone(self, keep_history: bool = False) -> GameState:
        """A deep-enough copy: lists are copied, immutable values (cards, rules) are shared."""
        s = GameState.__new__(GameState)
        s.rules = self.rules
        s.rng = self.rng.copy()
        s.seed = self.seed
        s.deck = self.deck[:]
        s.players = [p.clone() for p in self.players]
        s.crown = self.crown
        s.round = self.round
        s.decision = self.decision
        s.to_move = self.to_move
        s.pile = self.pile[:]
        s.faceup = self.faceup[:]
        s.facedown = self.facedown[:]
        s.facedown_known = [k[:] for k in self.facedown_known]
        s.offered = [o[:] for o in self.offered]
        s.steps = self.steps  # built once per round and never mutated
        s.step = self.step
        s.holder = self.holder[:]
        s.called = self.called
        s.murdered = self.murdered
        s.robbed = self.robbed
        s.robber = self.robber
        s.revealed = self.revealed[:]
        s.cur_seat = self.cur_seat
        s.cur_rank = self.cur_rank
        s.builds_left = self.builds_left
        s.ability_used = self.ability_used
        s.income_taken = self.income_taken
        s.lab_used = self.lab_used
        s.smithy_used = self.smithy_used
        s.drawn = self.drawn[:]
        s.aside = self.aside[:]
        s.grave_card = self.grave_card
        s.bewitched = self.bewitched
        s.witch = self.witch
        s.adorned = set(self.adorned) if self.adorned else set()
        s.built_count = self.built_count
        s.tax_pending = self.tax_pending[:]
        s.emperor_crowned = self.emperor_crowned
        s.queen_due = self.queen_due
        s.peek_seat = self.peek_seat
        s.tribute_to = self.tribute_to
        s.first_complete = self.first_complete
        s.scores = self.scores
        s.winner = self.winner
        s.history = self.history[:] if (keep_history and self.history is not None) else None
        return s

    def redeal_hidden(self, seat: int, rng: Rng) -> None:
        """Re-deal everything `seat` cannot see: the other hands and the deck order (cards), and the
        unrevealed characters of the other seats with the face-down discards `seat` has not seen.

        For searching bots (determinization); draft inference may then re-weight the worlds.
        """
        players = self.players
        # the hand the Wizard is looking at is known to him (RULES.md §6)
        seen = self.peek_seat if (self.decision == Decision.WIZARD and self.cur_seat == seat) else seat
        pool = self.deck[:]
        for p in players:
            if p.seat != seat and p.seat != seen:
                pool += p.hand
        rng.shuffle(pool)
        at = 0
        for p in players:
            if p.seat != seat and p.seat != seen:
                k = len(p.hand)
                p.hand = pool[at : at + k]
                at += k
        self.deck = pool[at:]
        # characters: every rank whose whereabouts `seat` cannot know
        if self.decision in (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD):
            return  # mid-selection the pile order is what matters; leave the characters alone
        holder = self.holder
        known = set(self.revealed)
        known.update(self.faceup)
        known.update(self.facedown_known[seat])
        known.update(players[seat].chars)
        # a rank already called that nobody answered (and was not murdered) is known to be unheld
        for rank in range(1, self.called + 1):
            if rank != self.murdered:
                known.add(rank)
        slots: list[int] = []  # seats (or -1 for face down) whose rank is hidden
        ranks: list[int] = []
        for rank in range(1, len(holder)):
            if rank in known:
                continue
            h = holder[rank]
            if h >= 0 or rank in self.facedown:
                ranks.append(rank)
                slots.append(h)
        if len(ranks) < 2:
            return
        rng.shuffle(ranks)
        for p in players:
            if p.seat != seat:
                p.chars = [r for r in p.chars if r in known]
        new_down = [r for r in self.facedown if r in known]
        for rank in ranks:
            holder[rank] = -1
        for rank, h in zip(ranks, slots, strict=True):
            if h >= 0:
                holder[rank] = h
                players[h].chars.append(rank)
            else:
                new_down.append(rank)
        self.facedown = new_down
        for p in players:
            p.chars.sort()


def fast_door() -> tuple[Sequence[LegalFn], Mapping[int, ApplyFn]]:
    """The two tables behind the door, for a driver loop that plays whole games (simulations).

    `legal[s.decision](s)` is `s.legal_actions()`. `handlers.get(id(action))` is the handler of an
    action that a legal list handed out (checked once, at import); call it as `handler(s, action, None)`
    for `s.apply(action, events=False)` on a game that is not over and records no history. Any other
    action (None from `get`) must go through `apply`, which checks it. Skipping the two method frames
    is worth ~5% of a random game's time.
    """
    return LEGAL_BY_VALUE, INTERNED_HANDLERS


def fresh_state(rules: Rules, seed: int) -> GameState:
    """An empty state (no cards dealt): `setup.new_game` and the scenario builder fill it in."""
    s = GameState.__new__(GameState)
    s.rules = rules
    s.seed = seed
    s.rng = Rng(seed)
    s.deck = list(rules.cards)
    s.players = [Player(i) for i in range(rules.players)]
    s.crown = 0
    s.round = 0
    s.decision = Decision.DRAFT_PICK
    s.to_move = 0
    s.pile = []
    s.faceup = []
    s.facedown = []
    s.facedown_known = [[] for _ in range(rules.players)]
    s.offered = [[] for _ in range(rules.players)]
    s.steps = []
    s.step = 0
    s.holder = [-1] * (rules.max_rank + 1)
    s.called = 0
    s.murdered = 0
    s.robbed = 0
    s.robber = -1
    s.revealed = []
    s.cur_seat = -1
    s.cur_rank = 0
    s.builds_left = 0
    s.ability_used = False
    s.income_taken = False
    s.lab_used = False
    s.smithy_used = False
    s.drawn = []
    s.aside = []
    s.grave_card = None
    s.bewitched = 0
    s.witch = -1
    s.adorned = set()
    s.built_count = 0
    s.tax_pending = []
    s.emperor_crowned = -1
    s.queen_due = -1
    s.peek_seat = -1
    s.tribute_to = -1
    s.first_complete = -1
    s.scores = None
    s.winner = -1
    s.history = []
    return s


from .action_check import INTERNED_HANDLERS, check_action  # noqa: E402
from .dispatch import APPLY, LEGAL_BY_VALUE, ApplyFn, LegalFn  # noqa: E402  (the rule modules import this one)
from .errors import GameOverError, MalformedActionError, NoSuchSeatError, NotYourDecisionError  # noqa: E402
from .view import make_view  # noqa: E402  (the view module reads `Decision` from this one)
