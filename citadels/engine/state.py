"""The data of a game: `State` and its `Player`s, plain slotted objects that the rules read and change.

Each field is declared once, below, with how a copy copies it, its value in a fresh game and which
`PlayerView` fields it feeds (`schema`). The rules that change the data live in `draft.py`,
`turn.py`, `abilities.py`, `uniques.py`, `rounds.py` and `scoring.py`; `game.GameState` adds the one
door (`legal_actions`, `apply`, `view`) on top of this data.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Self

from .actions import Action
from .breakdown import ScoreBreakdown
from .cards import DistrictCard, DistrictKind
from .config import Rules
from .decision import Decision
from .rng import Rng
from .schema import HIDDEN, Audience, Copy, arg, field, private, public, slotted

SHARED, LIST, NESTED, SET = Copy.SHARED, Copy.LIST, Copy.NESTED, Copy.SET
OWN, ACTING, CHOOSING = Audience.OWN_SEAT, Audience.ACTING_SEAT, Audience.CHOOSING_SEAT
MARKERS = Audience.MARKER_SEAT
MUSEUM_OWNER = Audience.MUSEUM_OWNER
THEATER_SEATS = Audience.THEATER_SEATS


@slotted("seat")
class Player:
    """One seat's purse, hand and city, and the characters it holds this round."""

    seat: int = field(SHARED, arg("seat"), public("table.seat"))
    gold: int = field(SHARED, 0, public("table.gold"))
    hand: list[DistrictCard] = field(
        LIST, list, public("table.hand_size") + private(OWN, "hand") + private(ACTING, "peek")
    )
    city: list[DistrictCard] = field(LIST, list, public("table.city"))
    #: kinds in the city (duplicates and unique effects): follows `city`
    kinds: set[DistrictKind] = field(SET, set, HIDDEN)
    #: ranks chosen this round (how many: public during the selection)
    chars: list[int] = field(LIST, list, private(OWN, "my_characters") + public("picks_made"))
    #: the round the Haunted City was built in (-1: not in the city)
    haunted_round: int = field(SHARED, -1, public("table.haunted_round"))
    completed: bool = field(SHARED, False, public("table.completed"))

    if TYPE_CHECKING:  # generated from the fields (`schema.slotted`)

        def __init__(self, seat: int) -> None: ...

        def clone(self) -> Self:
            """A copy whose lists and sets are copied (the cards in them are shared)."""
            ...

    def __repr__(self) -> str:
        return f"Player({self.seat}, gold={self.gold}, hand={self.hand}, city={self.city})"


def _players(rules: Rules, seed: int) -> list[Player]:
    return [Player(i) for i in range(rules.players)]


def _per_seat(rules: Rules, seed: int) -> list[list[object]]:
    return [[] for _ in range(rules.players)]


@slotted("rules", "seed")
class State:
    """Everything about one game (`game.GameState`, made by `setup.new_game`, is the one to use)."""

    rules: Rules = field(
        SHARED, arg("rules"), public("players", "characters", "completion", "ruleset", "uniques", "deck_2016")
    )
    rng: Rng = field(Copy.RNG, lambda rules, seed: Rng(seed), HIDDEN)
    seed: int = field(SHARED, arg("seed"), HIDDEN)
    #: the top of the deck is the END of the list
    deck: list[DistrictCard] = field(LIST, lambda rules, seed: list(rules.cards), public("deck_size"))
    players: list[Player] = field(Copy.CLONE, _players, public("table"))
    crown: int = field(SHARED, 0, public("crown"))
    round: int = field(SHARED, 0, public("round"))
    decision: Decision = field(SHARED, Decision.DRAFT_PICK, public("decision"))
    to_move: int = field(SHARED, 0, public("to_move"))
    # ------------------------------------------------------------------ selection
    pile: list[int] = field(LIST, list, private(CHOOSING, "pile"))  # ranks still in the selection pile
    faceup: list[int] = field(LIST, list, public("faceup"))
    facedown: list[int] = field(LIST, list, HIDDEN)
    #: per seat: the face-down ranks that seat has seen
    facedown_known: list[list[int]] = field(NESTED, _per_seat, private(OWN, "known_facedown"))
    #: per seat: the character sets passed to it this round
    offered: list[list[tuple[int, ...]]] = field(NESTED, _per_seat, private(OWN, "offered"))
    #: the selection steps of this round, (seat, pick or discard): a shared list, never changed
    steps: list[tuple[int, Decision]] = field(SHARED, list, public("picks_made"))
    step: int = field(SHARED, 0, public("picks_made"))
    #: rank -> the seat holding it this round (-1: nobody); the view shows the revealed ones
    holder: list[int] = field(
        LIST, lambda rules, seed: [-1] * (rules.max_rank + 1), public("revealed", "murdered_seat")
    )
    # ------------------------------------------------------------------ calling order and the current turn
    called: int = field(SHARED, 0, public("called"))  # the rank called last (0 before the turn phase)
    murdered: int = field(SHARED, 0, public("murdered", "murdered_seat"))  # rank (0: nobody)
    robbed: int = field(SHARED, 0, public("robbed"))  # rank (0: nobody)
    robber: int = field(SHARED, -1, HIDDEN)  # the seat of the Thief who robbed
    #: ranks revealed this round, in order
    revealed: list[int] = field(LIST, list, public("revealed", "table.revealed"))
    cur_seat: int = field(SHARED, -1, public("current_seat"))
    cur_rank: int = field(SHARED, 0, public("current_rank"))
    builds_left: int = field(SHARED, 0, public("builds_left"))
    ability_used: bool = field(SHARED, False, public("ability_used"))
    income_taken: bool = field(SHARED, False, public("income_taken"))
    lab_used: bool = field(SHARED, False, public("lab_used"))
    smithy_used: bool = field(SHARED, False, public("smithy_used"))
    #: cards drawn as a resource, awaiting KeepCard
    drawn: list[DistrictCard] = field(LIST, list, private(ACTING, "drawn"))
    #: Magician: cards put aside for the exchange
    aside: list[DistrictCard] = field(LIST, list, private(ACTING, "aside") + public("aside_count"))
    #: the destroyed district offered to the Graveyard's owner
    grave_card: DistrictCard | None = field(SHARED, None, public("graveyard_card"))
    # ------------------------------------------------------------------ Dark City
    bewitched: int = field(SHARED, 0, public("bewitched"))  # the rank the Witch named this round (0: none)
    bewitched_by: int = field(
        SHARED, -1, public("bewitched_by")
    )  # the Witch's seat once she bewitched (-1: none)
    #: ids of districts carrying the Artist's gold (cost +1), wherever they are
    adorned: set[int] = field(SET, set, public("adorned"))
    built_count: int = field(SHARED, 0, HIDDEN)  # districts built this turn (the Tax Collector's levy)
    #: seats that built before the Tax Collector was revealed (they pay then)
    tax_pending: list[int] = field(LIST, list, public("tax_pending"))
    #: the gold on the 2016 Tax Collector's token (RULES.md §9.7): kept from round to round
    tax_token: int = field(SHARED, 0, public("tax_token"))
    #: the seat the Emperor gave the crown to this round (-1: none)
    crown_given_to: int = field(SHARED, -1, public("crown_given_to"))
    #: the seat owed the Queen's gold when a murdered King is revealed (-1: none)
    crown_neighbour_due: int = field(SHARED, -1, HIDDEN)
    #: the seat whose hand the Wizard is looking at, or the Spy looked at this turn (-1: none)
    peek_seat: int = field(SHARED, -1, public("peek_seat") + private(ACTING, "peek"))
    #: the Emperor's seat, owed the crown recipient's gold or card (-1: none)
    tribute_to: int = field(SHARED, -1, public("tribute_to"))
    # ------------------------------------------------------------------ the 2016 box
    #: the Seer: the seats he took a card from this turn and still owes one (`Decision.GIVE_CARDS`)
    owed_a_card: list[int] = field(LIST, list, public("owed_a_card"))
    # ------------------------------------------------------------------ the Magistrate (RULES.md §9.3)
    #: the ranks whose character token carries a warrant this round, sorted (public)
    warrants: list[int] = field(LIST, list, public("warrants"))
    #: the seat that placed them (-1: none this round)
    warrant_seat: int = field(SHARED, -1, public("warrant_seat"))
    #: the rank carrying the signed warrant (0: none): that seat's secret until revealed (§9.11)
    warrant_signed: int = field(SHARED, 0, private(MARKERS, "signed_warrant"))
    #: the rank whose signed warrant was revealed this round (0: none)
    warrant_revealed: int = field(SHARED, 0, public("warrant_revealed", "signed_warrant"))
    #: the turn's first paid build was made (a warrant acts at that build only); set in warranted turns
    paid_build_made: bool = field(SHARED, False, public("paid_build_made"))
    #: the district paid for and out of the hand, awaiting the Magistrate's decision, and its gold
    held_build: DistrictCard | None = field(SHARED, None, public("held_build"))
    held_paid: int = field(SHARED, 0, public("held_paid"))
    # ------------------------------------------------------------------ the Blackmailer (RULES.md §9.3)
    #: the ranks whose character token carries a threat this round, sorted (public)
    threats: list[int] = field(LIST, list, public("threats"))
    #: the seat that placed them (the Blackmailer's, or the Witch's who played him; -1: none)
    threat_seat: int = field(SHARED, -1, public("threat_seat"))
    #: the rank carrying the flowered threat (0: none): that seat's secret until revealed (§9.11)
    threat_flowered: int = field(SHARED, 0, private(MARKERS, "flowered_threat"))
    #: the rank whose flowered threat was revealed this round (0: none)
    threat_revealed: int = field(SHARED, 0, public("threat_revealed", "flowered_threat"))
    # ------------------------------------------------------------------ the 2016 box (d16b)
    #: the cards under the Museum, face down (RULES.md §9.4): they follow the district from city to
    #: city; their number is public, their faces known to the seat whose city holds it (§9.11)
    museum_cards: list[DistrictCard] = field(
        LIST, list, public("museum_count") + private(MUSEUM_OWNER, "museum_cards")
    )
    museum_used: bool = field(SHARED, False, public("museum_used"))  # a card went under it this turn
    # ------------------------------------------------------------------ the Theater (RULES.md §9.4, §9.11)
    #: this round's swap: [the Theater's owner, the opponent] (public: who swapped with whom), or []
    theater_seats: list[int] = field(LIST, list, public("theater_swap"))
    #: this round's swap: [the rank the owner gave, the rank he took], known to those two seats only
    theater_ranks: list[int] = field(LIST, list, private(THEATER_SEATS, "theater_ranks"))
    # ------------------------------------------------------------------ the end
    first_complete: int = field(SHARED, -1, public("first_complete"))
    scores: list[ScoreBreakdown] | None = field(SHARED, None, public("scores"))
    winner: int = field(SHARED, -1, public("winner"))
    #: every applied action (None: not recorded, e.g. search clones)
    history: list[Action] | None = field(Copy.HISTORY, list, HIDDEN)

    if TYPE_CHECKING:  # generated from the fields (`schema.slotted`)

        def __init__(self, rules: Rules, seed: int) -> None:
            """A fresh game: no card dealt, every field at its fresh value."""

        def clone(self, keep_history: bool = False) -> Self:
            """A deep-enough copy: lists are copied, immutable values (cards, rules) are shared; the
            history only with `keep_history`."""
            ...

    @property
    def n(self) -> int:
        return self.rules.players

    @property
    def game_over(self) -> bool:
        return self.decision == Decision.GAME_OVER
