"""A seat's information set (RULES.md §8): what bots and the UI are allowed to see.

A `PlayerView` is built from immutable values only (tuples, ints, shared card objects) and holds no
reference to the `GameState`, so nothing reachable from it can leak another seat's secrets.
"""

from __future__ import annotations

from dataclasses import dataclass

from .breakdown import ScoreBreakdown
from .cards import UNIQUE_KINDS, DistrictCard
from .characters import CharacterSpec
from .decision import Decision
from .frozen import slot_shell
from .state import State
from .uniques import MUSEUM_KIND


@dataclass(frozen=True, slots=True)
class PublicPlayer:
    seat: int
    gold: int
    hand_size: int
    city: tuple[DistrictCard, ...]
    revealed: tuple[int, ...]  # ranks this seat has revealed this round
    completed: bool
    haunted_round: int


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    players: int
    characters: tuple[CharacterSpec, ...]  # the line-up, index rank - 1
    completion: int
    ruleset: str
    round: int
    decision: Decision
    to_move: int
    crown: int
    deck_size: int
    table: tuple[PublicPlayer, ...]
    # own secrets
    hand: tuple[DistrictCard, ...]
    my_characters: tuple[int, ...]
    # selection, as this seat saw it
    faceup: tuple[int, ...]
    offered: tuple[tuple[int, ...], ...]  # the sets of characters passed to this seat this round
    pile: tuple[int, ...]  # the characters to choose from now (only when choosing)
    known_facedown: tuple[int, ...]
    picks_made: tuple[int, ...]  # how many characters each seat has chosen this round
    # calling order (public)
    called: int
    current_seat: int
    current_rank: int
    revealed: tuple[tuple[int, int], ...]  # (rank, seat) in reveal order
    murdered: int
    robbed: int
    murdered_seat: int  # -1 until revealed at the end of the round
    # the current turn (public)
    builds_left: int
    ability_used: bool
    income_taken: bool
    lab_used: bool
    smithy_used: bool
    drawn: tuple[DistrictCard, ...]  # cards to choose from (only the drawing seat)
    aside: tuple[DistrictCard, ...]  # Magician's exchange (only the Magician's seat)
    aside_count: int
    graveyard_card: DistrictCard | None
    # Dark City (RULES.md §6)
    bewitched: int  # the rank the Witch named this round (0: none); public
    bewitched_by: int  # the Witch's seat once she has bewitched (-1: none); public
    adorned: frozenset[int]  # district ids carrying the Artist's gold (cost +1); public
    peek_seat: int  # the seat whose hand the Wizard is looking at, or the Spy looked at (-1: none); public
    peek: tuple[DistrictCard, ...]  # that hand: only the seat playing the turn, only during that turn
    tribute_to: int  # the Emperor's seat owed the crown recipient's gold or card (-1: none)
    crown_given_to: int  # the seat the Emperor crowned this round (-1: none); public
    tax_pending: tuple[int, ...]  # seats owing the Tax Collector 1 gold when he is revealed
    owed_a_card: tuple[int, ...]  # the seats the Seer took a card from and still owes one (public)
    # the Magistrate (RULES.md §9.3)
    warrants: tuple[int, ...]  # the ranks whose token carries a warrant (public)
    warrant_seat: int  # the seat that placed them (-1: none)
    #: the rank of the signed warrant: the warrant seat's own secret, everyone's once revealed (0: unknown)
    signed_warrant: int
    warrant_revealed: int  # the rank whose signed warrant was revealed this round (0: none)
    paid_build_made: bool  # the turn's first paid build is made (in a warranted turn)
    held_build: DistrictCard | None  # the build waiting for the Magistrate's decision (public)
    held_paid: int  # the gold paid for it
    # the Blackmailer (RULES.md §9.3)
    threats: tuple[int, ...]  # the ranks whose token carries a threat (public)
    threat_seat: int  # the seat that placed them (-1: none)
    #: the rank of the flowered threat: the threat seat's own secret, everyone's once revealed (0: unknown)
    flowered_threat: int
    threat_revealed: int  # the rank whose flowered threat was revealed this round (0: none)
    first_complete: int
    scores: tuple[ScoreBreakdown, ...] | None
    winner: int
    uniques: tuple[str, ...] = UNIQUE_KINDS  # the unique districts in this game's deck (public)
    #: the deck is 2016-style (RULES.md §9.8; public): only then can a 2016 district be in play
    deck_2016: bool = False
    tax_token: int = 0  # the gold on the 2016 Tax Collector's token (RULES.md §9.7); public
    # the 2016 box (d16b): the Museum (RULES.md §9.4, §9.11)
    museum_count: int = 0  # cards under the Museum; public
    museum_cards: tuple[DistrictCard, ...] = ()  # their faces: only the seat whose city holds it
    museum_used: bool = False  # a card went under it this turn; public
    # the Theater (RULES.md §9.4, §9.11)
    theater_swap: tuple[int, ...] = ()  # this round's swap: (the owner's seat, the opponent's); public
    #: (the rank the owner gave, the rank he took): only those two seats see them
    theater_ranks: tuple[int, ...] = ()

    def character(self, rank: int) -> CharacterSpec:
        return self.characters[rank - 1]

    def me(self) -> PublicPlayer:
        return self.table[self.seat]


_ViewShell = slot_shell(PlayerView)
_PublicShell = slot_shell(PublicPlayer)
_GAME_OVER = Decision.GAME_OVER  # enum members are slow to look up on the class (Python 3.11)
_PICK = Decision.DRAFT_PICK
_NO_IDS: frozenset[int] = frozenset()
_SELECTION = (Decision.DRAFT_PICK, Decision.DRAFT_DISCARD)
_NO_RANKS: tuple[int, ...] = ()
_MUSEUM = MUSEUM_KIND  # d16b


def make_view(s: State, seat: int) -> PlayerView:
    # Built for every bot decision of every search rollout: one pass per list, no generators or
    # comprehensions, no copy of a list that is empty (most of them, most of the time).
    decision = s.decision
    rules = s.rules
    n = rules.players
    holder = s.holder
    players = s.players
    in_selection = decision in _SELECTION
    revealed = s.revealed
    by_seat: list[tuple[int, ...]] = [_NO_RANKS] * n
    reveal_order: tuple[tuple[int, int], ...] = ()
    if revealed:
        pairs = []
        for rank in revealed:
            seat_of = holder[rank]
            by_seat[seat_of] = (*by_seat[seat_of], rank)
            pairs.append((rank, seat_of))
        reveal_order = tuple(pairs)
    murdered_seat = -1
    # a murdered character's holder is revealed at the end of the round (here: only once the game is over)
    if s.murdered and decision == _GAME_OVER and holder[s.murdered] >= 0:
        murdered_seat = holder[s.murdered]
    if in_selection:
        picks = [0] * n
        for step_seat, kind in s.steps[: s.step]:
            if kind == _PICK:
                picks[step_seat] += 1
    else:
        picks = []
    table = []
    for p in players:
        if not in_selection:
            picks.append(len(p.chars))
        public = _PublicShell()  # every slot stored, then a frozen PublicPlayer (`slot_shell`)
        public.seat = p.seat
        public.gold = p.gold
        public.hand_size = len(p.hand)
        city = p.city
        public.city = tuple(city) if city else ()
        public.revealed = by_seat[p.seat]
        public.completed = p.completed
        public.haunted_round = p.haunted_round
        public.__class__ = PublicPlayer
        table.append(public)
    me = players[seat]
    mine = s.cur_seat == seat
    faceup = s.faceup
    offered = s.offered[seat]
    known_down = s.facedown_known[seat]
    tax = s.tax_pending
    view = _ViewShell()  # every slot stored (`slot_shell`), then a frozen PlayerView
    view.seat = seat
    view.players = n
    view.characters = rules.characters
    view.completion = rules.completion
    view.ruleset = rules.ruleset
    view.round = s.round
    view.decision = decision
    view.to_move = s.to_move
    view.crown = s.crown
    view.deck_size = len(s.deck)
    view.table = tuple(table)
    view.hand = tuple(me.hand)
    view.my_characters = tuple(me.chars)
    view.faceup = tuple(faceup) if faceup else ()
    view.offered = tuple(offered) if offered else ()
    view.pile = tuple(s.pile) if in_selection and s.to_move == seat else ()
    view.known_facedown = tuple(known_down) if known_down else ()
    view.picks_made = tuple(picks)
    view.called = s.called
    view.current_seat = s.cur_seat
    view.current_rank = s.cur_rank
    view.revealed = reveal_order
    view.murdered = s.murdered
    view.robbed = s.robbed
    view.murdered_seat = murdered_seat
    view.builds_left = s.builds_left
    view.ability_used = s.ability_used
    view.income_taken = s.income_taken
    view.lab_used = s.lab_used
    view.smithy_used = s.smithy_used
    view.drawn = tuple(s.drawn) if mine else ()
    view.aside = tuple(s.aside) if mine else ()
    view.aside_count = len(s.aside)
    museum = s.museum_cards  # d16b: the Museum's cards, their faces to the seat whose city holds it
    view.museum_count = len(museum)
    view.museum_cards = tuple(museum) if museum and _MUSEUM in me.kinds else ()
    view.museum_used = s.museum_used
    view.graveyard_card = s.grave_card
    view.bewitched = s.bewitched
    view.bewitched_by = s.bewitched_by
    view.adorned = frozenset(s.adorned) if s.adorned else _NO_IDS
    view.peek_seat = s.peek_seat
    # the hand the Wizard is looking at, or the Spy looked at this turn (RULES.md §9.3): his alone
    view.peek = tuple(players[s.peek_seat].hand) if mine and s.peek_seat >= 0 else ()
    view.tribute_to = s.tribute_to
    view.crown_given_to = s.crown_given_to
    view.tax_pending = tuple(tax) if tax else ()
    view.owed_a_card = tuple(s.owed_a_card) if s.owed_a_card else ()
    warrants = s.warrants
    view.warrants = tuple(warrants) if warrants else ()
    view.warrant_seat = s.warrant_seat
    revealed_warrant = s.warrant_revealed
    view.signed_warrant = revealed_warrant or (s.warrant_signed if seat == s.warrant_seat else 0)
    view.warrant_revealed = revealed_warrant
    view.paid_build_made = s.paid_build_made
    view.held_build = s.held_build
    view.held_paid = s.held_paid
    threats = s.threats
    view.threats = tuple(threats) if threats else ()
    view.threat_seat = s.threat_seat
    flower_shown = s.threat_revealed
    view.flowered_threat = flower_shown or (s.threat_flowered if seat == s.threat_seat else 0)
    view.threat_revealed = flower_shown
    view.first_complete = s.first_complete
    view.scores = tuple(s.scores) if s.scores is not None else None
    view.winner = s.winner
    view.uniques = rules.uniques
    view.deck_2016 = rules.deck_2016
    view.tax_token = s.tax_token
    swap = s.theater_seats  # the Theater (RULES.md §9.11): who swapped is public, the characters theirs
    if swap:
        view.theater_swap = tuple(swap)
        view.theater_ranks = tuple(s.theater_ranks) if seat in swap else ()
    else:
        view.theater_swap = view.theater_ranks = ()
    view.__class__ = PlayerView
    return view  # type: ignore[no-any-return]
