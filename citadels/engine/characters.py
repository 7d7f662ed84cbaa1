"""The character registry.

A character is data (`CharacterSpec`): its rank, the district type its income counts, and the passive
effects the turn grants (bonus gold or cards, the crown, the Bishop's protection, the Dark City ones).
Active abilities are handlers in `abilities.py`, found by the character's name: a new character is an
entry here and, if it acts, a handler there.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import DistrictType


@dataclass(frozen=True, slots=True, eq=False)
class CharacterSpec:
    name: str
    rank: int
    income_type: DistrictType | None = None
    max_builds: int = 1
    bonus_gold: int = 0  # granted right after the resource step (Merchant)
    bonus_cards: int = 0  # drawn right after the resource step (Architect)
    takes_crown: bool = False  # at the start of the turn; an heir takes it if murdered (King)
    never_face_up: bool = False  # may never be a face-up discard (King, Emperor)
    protects_city: bool = False  # the Warlord cannot destroy this holder's districts (Bishop)
    # Dark City (RULES.md §6)
    bewitches: bool = False  # after gathering: name a rank, the turn ends (Witch)
    collects_tax: bool = False  # 1 gold from every other seat that builds this round (Tax Collector)
    refunds_builds: bool = False  # gets back the gold paid for each build (Alchemist)
    crown_neighbour_gold: int = 0  # after gathering, when seated next to the crowned seat (Queen)
    gives_crown: bool = False  # must give the crown away before the turn ends (Emperor)
    #: unique districts taken out of the deck when the character is in the line-up (Diplomat: the
    #: Graveyard)
    removes_districts: tuple[str, ...] = ()
    min_players: int = 0  # the fewest players the card is played with, beyond its rank's rule (Queen)
    # The 2016 box (RULES.md §9.3)
    income_in_cards: bool = False  # the income is 1 card (not gold) per district of its type (Patrician)
    #: districts of this type built in its turn do not use the building limit (Trader: trade)
    builds_freely: DistrictType | None = None
    #: its ability draws this many cards, keeps one and shuffles the rest back into the deck (Scholar)
    draws_to_choose: int = 0
    #: 1 gold of each build made in another character's turn goes onto its token, taken at the start of
    #: its turn (the rank-9 Tax Collector of 2016, RULES.md §9.7)
    taxes_each_build: bool = False
    #: derived: something happens right after the resource step (the turn loop's fast path skips it)
    gather_bonus: bool = field(init=False)

    def __post_init__(self) -> None:
        gather_bonus = bool(
            self.bewitches or self.crown_neighbour_gold or self.bonus_gold or self.bonus_cards
        )
        object.__setattr__(self, "gather_bonus", gather_bonus)

    def __repr__(self) -> str:
        return f"Character({self.name})"

    def __reduce__(self) -> tuple[object, tuple[str]]:
        # Unpickle to the registered instance: characters are compared by identity.
        return (_character_named, (self.name,))


CHARACTERS: dict[str, CharacterSpec] = {}


def register(spec: CharacterSpec) -> CharacterSpec:
    if spec.name in CHARACTERS:
        raise ValueError(f"character {spec.name!r} registered twice")
    CHARACTERS[spec.name] = spec
    return spec


ASSASSIN = register(CharacterSpec("assassin", 1))
THIEF = register(CharacterSpec("thief", 2))
MAGICIAN = register(CharacterSpec("magician", 3))
KING = register(CharacterSpec("king", 4, DistrictType.NOBLE, takes_crown=True, never_face_up=True))
BISHOP = register(CharacterSpec("bishop", 5, DistrictType.RELIGIOUS, protects_city=True))
MERCHANT = register(CharacterSpec("merchant", 6, DistrictType.TRADE, bonus_gold=1))
ARCHITECT = register(CharacterSpec("architect", 7, max_builds=3, bonus_cards=2))
WARLORD = register(CharacterSpec("warlord", 8, DistrictType.MILITARY))

# Dark City: the alternate of each rank, and the two rank-9 cards (RULES.md §6).
WITCH = register(CharacterSpec("witch", 1, bewitches=True))
TAX_COLLECTOR = register(CharacterSpec("tax_collector", 2, collects_tax=True))
WIZARD = register(CharacterSpec("wizard", 3))
EMPEROR = register(CharacterSpec("emperor", 4, DistrictType.NOBLE, never_face_up=True, gives_crown=True))
ABBOT = register(CharacterSpec("abbot", 5, DistrictType.RELIGIOUS))
ALCHEMIST = register(CharacterSpec("alchemist", 6, refunds_builds=True))
NAVIGATOR = register(CharacterSpec("navigator", 7, max_builds=0))
DIPLOMAT = register(CharacterSpec("diplomat", 8, DistrictType.MILITARY, removes_districts=("graveyard",)))
ARTIST = register(CharacterSpec("artist", 9))
QUEEN = register(CharacterSpec("queen", 9, crown_neighbour_gold=3, min_players=5))

# The 2016 box (RULES.md §9.2): more alternates of ranks 1-8, in no Classic or Dark City line-up.
PATRICIAN = register(
    CharacterSpec(
        "patrician", 4, DistrictType.NOBLE, takes_crown=True, never_face_up=True, income_in_cards=True
    )
)
TRADER = register(CharacterSpec("trader", 6, DistrictType.TRADE, builds_freely=DistrictType.TRADE))
SCHOLAR = register(CharacterSpec("scholar", 7, max_builds=2, draws_to_choose=7))
MARSHAL = register(CharacterSpec("marshal", 8, DistrictType.MILITARY))  # seizes a district (`abilities`)
# the Cardinal: card income; builds with another player's gold, paying him in cards (`abilities`)
CARDINAL = register(CharacterSpec("cardinal", 5, DistrictType.RELIGIOUS, income_in_cards=True))
# the Tax Collector of 2016: a rank-9 card of its own, beside the rank-2 Tax Collector of §6 (§9.12, 1)
TAX_COLLECTOR_2016 = register(CharacterSpec("tax_collector_2016", 9, taxes_each_build=True))
# the Spy: names a type and looks at a hand (`abilities`)
SPY = register(CharacterSpec("spy", 2))
# the Seer: takes a random card from every other hand, gives one back to each (`abilities`); limit 2
SEER = register(CharacterSpec("seer", 3, max_builds=2))
# the Magistrate (RULES.md §9.3): places the warrants (`warrants`)
MAGISTRATE = register(CharacterSpec("magistrate", 1))
# the Blackmailer (RULES.md §9.3): places the threats (`threats`)
BLACKMAILER = register(CharacterSpec("blackmailer", 2))

#: The Classic Edition line-up, indexed by rank - 1.
CLASSIC_CHARACTERS: tuple[CharacterSpec, ...] = (
    ASSASSIN,
    THIEF,
    MAGICIAN,
    KING,
    BISHOP,
    MERCHANT,
    ARCHITECT,
    WARLORD,
)


#: The Dark City alternates of ranks 1-8, indexed by rank - 1.
DARK_CITY_CHARACTERS: tuple[CharacterSpec, ...] = (
    WITCH,
    TAX_COLLECTOR,
    WIZARD,
    EMPEROR,
    ABBOT,
    ALCHEMIST,
    NAVIGATOR,
    DIPLOMAT,
)

#: The 2016 box's alternates of ranks 1-8 that the engine plays (RULES.md §9.2), any rank order.
EDITION_2016_CHARACTERS: tuple[CharacterSpec, ...] = (
    PATRICIAN,
    TRADER,
    SCHOLAR,
    MARSHAL,
    CARDINAL,  # the Cardinal
    SPY,  # the Spy
    SEER,  # the Seer
    # the Magistrate (RULES.md §9.3)
    MAGISTRATE,
    # the Blackmailer (RULES.md §9.3)
    BLACKMAILER,
)

#: The cards of rank 9 (either makes a 9-character game).
RANK_NINE: tuple[CharacterSpec, ...] = (ARTIST, QUEEN)

#: The 2016 box's rank-9 card (RULES.md §9.7, §9.12 (1)): in no preset, named in a cast.
EDITION_2016_RANK_NINE: tuple[CharacterSpec, ...] = (TAX_COLLECTOR_2016,)  # the Tax Collector (2016)


def _character_named(name: str) -> CharacterSpec:
    return CHARACTERS[name]
