"""The reasons bots give for their decisions, as translatable message keys.

A `Reason(key, params)` names an English msgid with ``{field}`` placeholders. Every key used by the
bots is written here once, wrapped in the no-op marker `N_` so that ``pybabel extract`` (whose default
keywords include ``N_``) finds it; `citadels.text.narrate.explain_reason` translates the key with ``_()`` at display
time and fills in the parameters.

Parameter convention (the UI relies on it to translate names):

- ``character``: a character **rank** (int), shown as the character's translated name;
- ``district``: a district **kind name** (str, e.g. ``"manor"``), shown as the translated district;
- ``seat``: a **seat number** (int), shown as that player's name;
- ``dtype``: a **district type** (its int value, `DistrictType`), shown as the translated type;
- any other parameter is a plain number (``count``, ``percent``), shown as is. Keys are worded so
  that no number needs a plural form (``count`` is at least 2 where a noun follows it).

What a reason reveals (`REVEALS`, `PUBLIC`): a bot's reason may name things that only the bot knows
(a district in its hand, the character it chose, a face-down discard, its guess from what it saw in
the draft). Every key declares here which of those `Secret`s it reveals, and names a public wording
to show instead while the game is on (or none: then nothing is shown). A key missing from `REVEALS`
counts as revealing everything and has no public wording, so a new reason can never leak by
accident; `tests/ai/test_ai_reasons_visibility.py` asks that every key be declared. The full reasons
are shown when the game is over.
"""

from __future__ import annotations


def N_(message: str) -> str:
    """Mark a message for extraction; it is translated later, when shown."""
    return message


# ---------------------------------------------------------------- selection
PICK_INCOME = N_("takes the {character} for the income: {count} matching districts")
PICK_BUILD_MANY = N_("takes the {character} to build several districts this turn")
PICK_MURDER = N_("takes the {character} to strike at the player most likely to win")
PICK_ROB = N_("takes the {character} to rob a rich player")
PICK_TAKE_GOLD_NAMED = N_("takes the {character} to take the gold of the character it names")
PICK_SWAP = N_("takes the {character} to swap hands with {seat}, who holds more cards")
PICK_PROTECT = N_("takes the {character} to protect a city of {count} districts")
PICK_CROWN = N_("takes the {character} for the crown")
PICK_BEST = N_("takes the {character}: the most useful character left")
PICK_GOLD = N_("takes the {character}: gold builds districts fastest")
PICK_DENY_ATTACK = N_("takes the {character} so that nobody can attack their city with it")
PICK_ATTACK = N_("takes the {character} to attack the city of {seat}")
DISCARD_DENY = N_("discards the {character} face down so that {seat} cannot have it")
DISCARD_LEAST = N_("discards the {character} face down: the least useful to them")

# ---------------------------------------------------------------- resources
GOLD_TO_BUILD = N_("takes 2 gold to afford the {district}")
GOLD_SAVE = N_("takes 2 gold to save for the {district}")
GOLD_PLAIN = N_("takes 2 gold: they have enough cards")
GOLD_ONLY = N_("takes 2 gold: there are no cards left to draw")
DRAW_NOTHING = N_("draws cards: nothing in hand is worth building")
DRAW_RESTOCK = N_("draws cards: they can already afford the {district}")
GOLD_RUSH = N_("takes 2 gold: gold builds districts faster than cards")
GOLD_FOR_ATTACKS = N_("takes 2 gold to pay for their attacks")
DRAW_HOARD = N_("draws cards: they collect valuable districts")
DRAW_TEMPO = N_("draws cards: they would soon run out of districts to build")
KEEP_CHEAP = N_("keeps the {district}: the quickest card to build")
KEEP_BIG = N_("keeps the {district}, the most valuable card drawn")
KEEP_CARD = N_("keeps the {district}, the most useful card drawn")

# ---------------------------------------------------------------- building and income
BUILD_FIVE = N_("builds the {district}: now their city has all five district types")
BUILD_COMPLETE = N_("builds the {district} and completes their city")
BUILD_BEST = N_("builds the {district}, the best district they can afford")
BUILD_CHEAP = N_("builds the {district}: cheap districts complete the city sooner")
BUILD_SPEND = N_("builds the {district}: gold left in the purse only feeds the Thief")
BUILD_BIG = N_("builds the {district}, a district worth many points")
BUILD_DEFEND = N_("builds the {district} to defend their city against the Warlord")
INCOME_FIRST = N_("takes {count} gold of income first, to afford the {district}")
INCOME_AFTER = N_("takes {count} gold of income after building, counting the new district")
INCOME_PLAIN = N_("takes {count} gold of income")
INCOME_NONE = N_("takes their income, though none of their districts pays any yet")
END_TURN = N_("ends their turn")
END_HOLD = N_("ends their turn without completing their city: they would lose")
NO_PLAN = N_("makes the simplest move allowed")

# ---------------------------------------------------------------- character abilities
MURDER_THREAT = N_("murders the {character}, which {seat} probably holds ({count} districts built)")
MURDER_GUESS = N_("murders the {character}, the most dangerous character still to play")
MURDER_TEMPO = N_("murders the {character}, the character that would build fastest")
MURDER_SHIELD = N_("murders the {character} to protect their own city and gold")
MURDER_LEADER = N_("murders the {character}, which {seat}, the leader, most likely holds")
ROB_RICH = N_("robs the {character}: {seat} probably holds it and has {count} gold")
ROB_GUESS = N_("robs the {character}, the most promising character to rob")
ROB_LEADER = N_("robs the {character}, which {seat}, the leader, most likely holds")
#: no longer said (a swap says what it gains: `handswap.swap_reason`); kept for the saves that hold it
SWAP_HANDS = N_("swaps hands with {seat}, who holds better cards")
SWAP_MORE = N_("swaps hands with {seat} to hold {count} cards instead of {mine}")
SWAP_USELESS = N_("swaps hands with {seat}: none of their own cards can be built now")
SWAP_GUESS = N_("swaps hands with {seat}, hoping for more useful cards")
EXCHANGE_CARDS = N_("exchanges the cards they cannot use for new ones")
DESTROY_THREAT = N_("destroys the {district} of {seat}, the most dangerous rival")
DESTROY_FREE = N_("destroys the {district} of {seat}: it costs nothing")
DESTROY_STOP = N_("destroys the {district} of {seat}, who was one district from completing")
MURDER_STOP = N_(
    "murders the {character}, the character {seat} most likely holds, before their city is complete"
)
DESTROY_POINTS = N_("destroys the {district} of {seat}, who is ahead of them on points, in the last round")
BUILD_POINTS = N_("builds the {district}: in the last round only points count")

# ---------------------------------------------------------------- unique districts
LAB_DISCARD = N_("discards the {district} at the Laboratory for 1 gold")
SMITHY_DRAW = N_("pays 2 gold at the Smithy to draw 3 cards")
GRAVE_TAKE = N_("pays 1 gold to take back the {district} from the Graveyard")
GRAVE_DECLINE = N_("lets the {district} go: not worth 1 gold")

# ---------------------------------------------------------------- Dark City characters (darkcity.py)
BEWITCH_BEST = N_("bewitches the {character}: that turn is worth the most")
BEWITCH_GUESS = N_("bewitches the {character} on a hunch")
LOOK_AT_HAND = N_("looks at the hand of {seat}, the biggest one")
KEEP_FROM_HAND = N_("keeps the most useful card of the hand of {seat}")
BUILD_FROM_HAND = N_("takes the {district} from {seat} and builds it at once")
CROWN_WEAKEST = N_("gives the crown to {seat}, the player least likely to win")
TRIBUTE_GOLD = N_("pays 1 gold to the Emperor, {seat}: their cards are worth more")
TRIBUTE_CARD = N_("gives their least useful card to the Emperor, {seat}")
TITHE_RICHEST = N_("takes 1 gold from {seat}, the richest player")
INCOME_BEFORE_TITHE = N_("takes their income first: the richest player is counted after it")
TAKE_FOUR_GOLD = N_("takes 4 gold: they have cards to build later")
DRAW_FOUR_CARDS = N_("draws 4 cards: they need districts to build")
SWAP_DISTRICTS = N_("swaps districts with {seat} to take the {district}")
ADORN_ONE = N_("puts 1 gold on the {district}: it scores 1 more")
ADORN_TWO = N_("puts 1 gold on two districts, the {district} first: each scores 1 more")

# ---------------------------------------------------------------- the 2016 box's characters (darkcity.py)
INCOME_CARDS = N_("takes their income in cards: one per district of its type, {count} in all")
DRAW_SEVEN = N_("draws seven cards to keep the most useful one")
BUILD_FREE_TRADE = N_(
    "builds the {district} as well: trade districts do not use up this turn's building limit"
)

# the Marshal
SEIZE_DISTRICT = N_("seizes the {district} from {seat}, paying its cost to them")

# ---------------------------------------------------------------- the 2016 Cardinal (darkcity.py)
BUILD_WITH_LOAN = N_(
    "builds the {district} with gold from {seat}, paying them in cards (cards given: {count})"
)
BUILD_WITH_LOAN_DEN = N_(  # into a Thieves' Den: how many cards, never which (RULES.md §9.13, 9)
    "builds the {district} with gold from {seat}, paying them in cards (cards given: {count}; "
    "cards paid into it: {den})"
)

# the Spy
NAME_TYPE_AND_LOOK = N_(
    "spies on the hand of {seat}, naming the {dtype} type: the most gold and cards to expect"
)

# the Seer
TAKE_AT_RANDOM = N_("takes a random card from every other hand, to give back the cards they need least")
GIVE_LEAST_NEEDED = N_("gives {seat} the card they need least")
# the Magistrate (RULES.md §9.3): which warrant is signed is his secret (`WARRANT`)
PLACE_WARRANTS = N_(
    "puts the warrants on the characters likeliest to build, the signed one on the {character}"
)
PUBLIC_PLACE_WARRANTS = N_("puts the warrants on the characters likeliest to build")
REVEAL_WARRANT = N_("reveals the signed warrant and takes the {district} for free")
KEEP_WARRANT = N_("leaves the warrant face down")
# a placement other than Medium's (describe_2016): where the signed warrant went, nothing more
PLACE_WARRANTS_SIGNED = N_("puts the warrants on three characters, the signed one on the {character}")
PUBLIC_PLACE_WARRANTS_ANY = N_("puts the warrants face down on three characters")

# the Blackmailer (RULES.md §9.3): which threat is flowered is his secret (`WARRANT`, the markers' secret)
PLACE_THREATS = N_("puts the threats on the characters likeliest to be rich, the flower on the {character}")
PUBLIC_PLACE_THREATS = N_("puts the threats on the characters likeliest to be rich")
PAY_BRIBE = N_("pays the bribe: half their gold costs less than the risk of losing it all")
REFUSE_BRIBE = N_("refuses the bribe: they need their gold for the {district} this turn")
REFUSE_BRIBE_GAMBLE = N_("refuses the bribe, betting that the threat will cost them nothing")
REVEAL_THREAT = N_("reveals the threat")
KEEP_THREAT = N_("leaves the threat face down")
# a placement other than Medium's (describe_2016): where the flower went, nothing more
PLACE_THREATS_FLOWER = N_("puts the threats on two characters, the flower on the {character}")
PUBLIC_PLACE_THREATS_ANY = N_("puts the threats face down on two characters")

# t16: the Theater (RULES.md §9.4): the character given is the bot's secret (`CHARACTER`)
THEATER_SWAP = N_(
    "swaps the {character} through the Theater with {seat}, the leader: a card of theirs is likely worth more"
)
PUBLIC_THEATER_SWAP = N_("swaps a character through the Theater with {seat}, the leader")
THEATER_KEEP = N_("keeps the {character}: the Theater's swap would likely give away the better card")
PUBLIC_THEATER_KEEP = N_("does not use the Theater this round")
# a swap other than Medium's (describe_2016): with another player than the leader, or for less
THEATER_SWAP_BETTER = N_(
    "swaps the {character} through the Theater with {seat}: a card of theirs is likely worth more"
)
PUBLIC_THEATER_SWAP_WITH = N_("swaps a character through the Theater with {seat}")
THEATER_SWAP_LEADER = N_(
    "swaps the {character} through the Theater to take a character from {seat}, the leader"
)
BUILD_SWAPS = N_("builds the {district}: it may swap a character at the end of every selection")

# d16a: the 2016 box's passive and scoring uniques (knowledge.BUILD_WHY_2016)
BUILD_SCORES_AT_END = N_("builds the {district}: it will score extra points at the end of the game")
BUILD_COUNTS_TWO = N_("builds the {district}: it counts as two districts toward completing the city")
BUILD_PAYS_EVERY_TURN = N_("builds the {district}: it will bring gold or cards turn after turn")
BUILD_NO_LIMIT = N_("builds the {district}: it does not use up a build this turn")
BUILD_DUPLICATES = N_("builds the {district}: then they may build districts they already have")
# d16b: the 2016 box's builds paid otherwise (paid_builds.py)
FRAMEWORK_BUILD = N_("destroys the Framework to build the {district} without paying for it")
NECROPOLIS_BUILD = N_("builds the Necropolis by destroying the {district}: it scores more")
DEN_WITH_CARDS = N_("builds the Thieves' Den paying part of its price with cards from hand")
ARMORY_STOP = N_("destroys their Armory to destroy the {district} of {seat}, one district from completing")
ARMORY_LEADER = N_("destroys their Armory to destroy the {district} of {seat}, who is ahead on points")
MUSEUM_STORE = N_("puts a card it will not build under the Museum: 1 point at the end")

# ---------------------------------------------------------------- search (Hard) and the end-game
# The deciding factor comes first, in words; the simulation figure is only the reason's detail.
SEARCH_DETAIL = N_("won {percent}% of {count} simulated games")
SEARCH_OTHER = N_("plays the move that did best in their simulations")
DANGER_MURDER = N_(
    "takes the {character}: with {count} districts their city is the first target, and now nobody can murder them"
)
DANGER_PROTECT = N_("takes the {character}: with {count} districts their city is the Warlord's best target")
DANGER_KEEP_ATTACKER = N_(
    "takes the {character}: with {count} districts their city is the Warlord's best target, so they keep the Warlord"
)
DENY_MURDER = N_("takes the {character} before {seat}, who has {count} districts, can use it to win safely")
DENY_PROTECT = N_(
    "takes the {character} so that {seat}, who has {count} districts, cannot protect their city"
)

# ---------------------------------------------------------------- public wordings
# Shown during the game instead of a reason that reveals a secret. They name only what the action
# itself shows to everyone (the character just murdered or robbed, the gold just taken).
PUBLIC_GOLD_TO_BUILD = N_("takes 2 gold to build next turn")
PUBLIC_GOLD_BUILD_NOW = N_("takes 2 gold to build this turn")
PUBLIC_GOLD_SAVE = N_("takes 2 gold to save for a costly district")
PUBLIC_DRAW = N_("draws cards to have more to choose from")
PUBLIC_INCOME_FIRST = N_("takes {count} gold of income first, to build afterwards")
PUBLIC_MURDER = N_("murders the {character} to hold back a rival")
PUBLIC_ROB = N_("robs the {character}, hoping for a rich victim")
PUBLIC_SWAP = N_("swaps hands with {seat} for a better hand")
PUBLIC_MUSEUM = N_("puts a card under the Museum: 1 point at the end")  # d16b
PUBLIC_LAB = N_("discards a card at the Laboratory for 1 gold")

#: Every key, for tests and the translation catalogs.
ALL_KEYS: tuple[str, ...] = tuple(
    value for name, value in sorted(globals().items()) if name.isupper() and isinstance(value, str)
)

# ---------------------------------------------------------------- what each key reveals
#: A secret a reason may reveal: "hand" (the bot's cards in hand, or how good they are),
#: "character" (the bot's hidden character, chosen or discarded face down), "draft" (a guess at who
#: holds what, drawn from what the bot saw in the draft).
HAND = "hand"
CHARACTER = "character"
DRAFT = "draft"
WARRANT = "warrant"  # which warrant is signed, which threat is flowered (RULES.md §9.11)
SECRETS: frozenset[str] = frozenset({HAND, CHARACTER, DRAFT, WARRANT})

_NONE: frozenset[str] = frozenset()
REVEALS: dict[str, frozenset[str]] = {
    PICK_INCOME: frozenset({CHARACTER}),
    PICK_BUILD_MANY: frozenset({CHARACTER, HAND}),
    PICK_MURDER: frozenset({CHARACTER}),
    PICK_ROB: frozenset({CHARACTER}),
    PICK_TAKE_GOLD_NAMED: frozenset({CHARACTER}),
    PICK_SWAP: frozenset({CHARACTER}),
    PICK_PROTECT: frozenset({CHARACTER}),
    PICK_CROWN: frozenset({CHARACTER}),
    PICK_BEST: frozenset({CHARACTER}),
    DISCARD_DENY: frozenset({CHARACTER, DRAFT}),
    DISCARD_LEAST: frozenset({CHARACTER}),
    GOLD_TO_BUILD: frozenset({HAND}),
    GOLD_SAVE: frozenset({HAND}),
    GOLD_PLAIN: _NONE,
    GOLD_ONLY: _NONE,
    DRAW_NOTHING: frozenset({HAND}),
    DRAW_RESTOCK: frozenset({HAND}),
    KEEP_CARD: frozenset({HAND}),
    BUILD_FIVE: _NONE,  # the district is shown as it is built
    BUILD_COMPLETE: _NONE,
    BUILD_BEST: _NONE,
    INCOME_FIRST: frozenset({HAND}),
    INCOME_AFTER: _NONE,
    INCOME_PLAIN: _NONE,
    INCOME_NONE: _NONE,
    END_TURN: _NONE,
    END_HOLD: frozenset({HAND}),
    MURDER_THREAT: frozenset({DRAFT}),
    MURDER_GUESS: _NONE,  # the murdered character is announced
    ROB_RICH: frozenset({DRAFT}),
    ROB_GUESS: _NONE,
    SWAP_HANDS: frozenset({HAND}),
    SWAP_MORE: _NONE,
    SWAP_USELESS: frozenset({HAND}),
    SWAP_GUESS: _NONE,
    EXCHANGE_CARDS: _NONE,
    DESTROY_THREAT: _NONE,  # a built district of a rival
    DESTROY_FREE: _NONE,
    LAB_DISCARD: frozenset({HAND}),  # the discarded card goes face down (RULES.md §8)
    PUBLIC_LAB: _NONE,
    SMITHY_DRAW: _NONE,
    GRAVE_TAKE: _NONE,  # the destroyed district was shown
    GRAVE_DECLINE: _NONE,
    PICK_GOLD: frozenset({CHARACTER}),
    PICK_DENY_ATTACK: frozenset({CHARACTER}),
    PICK_ATTACK: frozenset({CHARACTER}),
    GOLD_RUSH: _NONE,  # the league's way of playing, not what it holds
    GOLD_FOR_ATTACKS: _NONE,
    DRAW_HOARD: _NONE,
    DRAW_TEMPO: frozenset({HAND}),
    KEEP_CHEAP: frozenset({HAND}),
    KEEP_BIG: frozenset({HAND}),
    BUILD_CHEAP: _NONE,
    BUILD_SPEND: _NONE,
    BUILD_BIG: _NONE,
    BUILD_DEFEND: _NONE,
    NO_PLAN: _NONE,
    MURDER_TEMPO: _NONE,  # the murdered character is announced
    MURDER_SHIELD: _NONE,
    MURDER_LEADER: frozenset({DRAFT}),
    ROB_LEADER: frozenset({DRAFT}),
    DESTROY_STOP: _NONE,
    MURDER_STOP: frozenset({DRAFT}),
    DESTROY_POINTS: _NONE,  # the scores and the last round are public
    BUILD_POINTS: _NONE,
    SEARCH_DETAIL: _NONE,  # Hard's own estimate, no card or character
    BEWITCH_BEST: _NONE,  # the bewitched character is announced
    BEWITCH_GUESS: _NONE,
    LOOK_AT_HAND: _NONE,  # whose hand is looked at is public; the cards are not named
    KEEP_FROM_HAND: _NONE,
    BUILD_FROM_HAND: _NONE,  # the card is shown as it is built
    CROWN_WEAKEST: _NONE,
    TRIBUTE_GOLD: _NONE,
    TRIBUTE_CARD: _NONE,  # which card is not named
    TITHE_RICHEST: _NONE,
    INCOME_BEFORE_TITHE: _NONE,
    TAKE_FOUR_GOLD: frozenset({HAND}),  # says the hand holds districts worth building
    DRAW_FOUR_CARDS: _NONE,
    SWAP_DISTRICTS: _NONE,
    ADORN_ONE: _NONE,
    ADORN_TWO: _NONE,
    INCOME_CARDS: _NONE,  # the income is public; the cards drawn are not named
    DRAW_SEVEN: _NONE,  # the draw is public; the cards are not named
    BUILD_FREE_TRADE: _NONE,  # the card is shown as it is built
    SEIZE_DISTRICT: _NONE,  # the Marshal's seizure is public (RULES.md §9.11)
    BUILD_WITH_LOAN: _NONE,  # the Cardinal's build, lender and number of cards are public (§9.11)
    BUILD_WITH_LOAN_DEN: _NONE,  # and the number of cards paid into the Den (§9.13, 9)
    NAME_TYPE_AND_LOOK: _NONE,  # the Spy's target and type are public (RULES.md §9.11)
    TAKE_AT_RANDOM: _NONE,  # the Seer's taking is public; the cards are not named
    GIVE_LEAST_NEEDED: _NONE,  # who receives a card is public; the card is not named
    # the Magistrate (RULES.md §9.3)
    PLACE_WARRANTS: frozenset({WARRANT}),
    PUBLIC_PLACE_WARRANTS: _NONE,
    REVEAL_WARRANT: _NONE,  # the district and the warrant are shown as it is revealed
    KEEP_WARRANT: _NONE,  # the same words whichever warrant it was (§9.3: the pause leaks nothing)
    PLACE_WARRANTS_SIGNED: frozenset({WARRANT}),
    PUBLIC_PLACE_WARRANTS_ANY: _NONE,
    # the Blackmailer (RULES.md §9.3)
    PLACE_THREATS: frozenset({WARRANT}),
    PUBLIC_PLACE_THREATS: _NONE,
    PAY_BRIBE: _NONE,
    REFUSE_BRIBE: frozenset({HAND}),  # names a card of the hand
    REFUSE_BRIBE_GAMBLE: _NONE,  # the holder cannot see the flower: a bet, said of any refusal
    REVEAL_THREAT: _NONE,  # the threat is shown as it is revealed
    KEEP_THREAT: _NONE,  # the same words whichever threat it was
    PLACE_THREATS_FLOWER: frozenset({WARRANT}),
    PUBLIC_PLACE_THREATS_ANY: _NONE,
    # t16: the Theater (RULES.md §9.11): the characters swapped are the two seats' secret
    THEATER_SWAP: frozenset({CHARACTER}),
    PUBLIC_THEATER_SWAP: _NONE,  # who swapped with whom is public
    THEATER_KEEP: frozenset({CHARACTER}),
    PUBLIC_THEATER_KEEP: _NONE,
    THEATER_SWAP_BETTER: frozenset({CHARACTER}),
    PUBLIC_THEATER_SWAP_WITH: _NONE,  # who swapped with whom is public
    THEATER_SWAP_LEADER: frozenset({CHARACTER}),
    BUILD_SWAPS: _NONE,  # the card is shown as it is built
    # d16a: the card is shown as it is built
    BUILD_SCORES_AT_END: _NONE,
    BUILD_COUNTS_TWO: _NONE,
    BUILD_PAYS_EVERY_TURN: _NONE,
    BUILD_NO_LIMIT: _NONE,
    BUILD_DUPLICATES: _NONE,
    FRAMEWORK_BUILD: _NONE,  # d16b: the build and the destruction are public (RULES.md §9.11)
    NECROPOLIS_BUILD: _NONE,
    DEN_WITH_CARDS: _NONE,  # the cards paid are not named, their number is public
    ARMORY_STOP: _NONE,  # the Armory's action is public (RULES.md §9.11); city sizes are public
    ARMORY_LEADER: _NONE,  # the cities' points are public
    MUSEUM_STORE: frozenset({HAND}),  # says the card was not worth building
    SEARCH_OTHER: _NONE,
    DANGER_MURDER: frozenset({CHARACTER}),
    DANGER_PROTECT: frozenset({CHARACTER}),
    DANGER_KEEP_ATTACKER: frozenset({CHARACTER}),
    DENY_MURDER: frozenset({CHARACTER}),
    DENY_PROTECT: frozenset({CHARACTER}),
    PUBLIC_GOLD_TO_BUILD: _NONE,
    PUBLIC_GOLD_BUILD_NOW: _NONE,
    PUBLIC_GOLD_SAVE: _NONE,
    PUBLIC_DRAW: _NONE,
    PUBLIC_INCOME_FIRST: _NONE,
    PUBLIC_MURDER: _NONE,
    PUBLIC_ROB: _NONE,
    PUBLIC_SWAP: _NONE,
    PUBLIC_MUSEUM: _NONE,  # d16b: the Museum's action is public (RULES.md §9.11)
}

#: The public wording of a reason that reveals a secret (keys absent here: nothing is shown).
#: A public wording takes only the parameters it names from the original reason.
PUBLIC: dict[str, str] = {
    GOLD_TO_BUILD: PUBLIC_GOLD_BUILD_NOW,
    GOLD_SAVE: PUBLIC_GOLD_TO_BUILD,
    DRAW_NOTHING: PUBLIC_DRAW,
    DRAW_RESTOCK: PUBLIC_DRAW,
    INCOME_FIRST: PUBLIC_INCOME_FIRST,
    END_HOLD: END_TURN,
    MURDER_THREAT: PUBLIC_MURDER,
    ROB_RICH: PUBLIC_ROB,
    SWAP_HANDS: PUBLIC_SWAP,
    LAB_DISCARD: PUBLIC_LAB,
    DRAW_TEMPO: PUBLIC_DRAW,
    MURDER_LEADER: PUBLIC_MURDER,
    ROB_LEADER: PUBLIC_ROB,
    MURDER_STOP: PUBLIC_MURDER,
    PLACE_WARRANTS: PUBLIC_PLACE_WARRANTS,  # the Magistrate (RULES.md §9.3)
    PLACE_THREATS: PUBLIC_PLACE_THREATS,  # the Blackmailer (RULES.md §9.3)
    MUSEUM_STORE: PUBLIC_MUSEUM,  # d16b
    # t16: the Theater (RULES.md §9.11)
    THEATER_SWAP: PUBLIC_THEATER_SWAP,
    THEATER_KEEP: PUBLIC_THEATER_KEEP,
    # describe_2016's placements and swaps other than Medium's
    PLACE_WARRANTS_SIGNED: PUBLIC_PLACE_WARRANTS_ANY,
    PLACE_THREATS_FLOWER: PUBLIC_PLACE_THREATS_ANY,
    THEATER_SWAP_BETTER: PUBLIC_THEATER_SWAP_WITH,
    THEATER_SWAP_LEADER: PUBLIC_THEATER_SWAP,
}


#: A reason's wording when its `seat` is the one reading it (the one person of a solo game): "destroys
#: your Castle: you are the most dangerous rival", not "destroys the Castle of you". Every key that
#: names a seat and may be shown during the game has one (tests/ai/test_ai_reasons_visibility.py);
#: the others are shown only in the record of a finished game, where every seat is named.
ADDRESSED: dict[str, str] = {
    TITHE_RICHEST: N_("takes 1 gold from you, the richest player"),
    CROWN_WEAKEST: N_("gives you the crown: you are the player least likely to win"),
    DESTROY_FREE: N_("destroys your {district}: it costs nothing"),
    DESTROY_STOP: N_("destroys your {district}: you were one district from completing"),
    DESTROY_THREAT: N_("destroys your {district}: you are the most dangerous rival"),
    DESTROY_POINTS: N_("destroys your {district}: you are ahead of them on points, in the last round"),
    SWAP_DISTRICTS: N_("swaps districts with you to take your {district}"),
    SEIZE_DISTRICT: N_("seizes your {district}, paying you its cost"),
    BUILD_WITH_LOAN: N_("builds the {district} with your gold, paying you in cards (cards given: {count})"),
    BUILD_WITH_LOAN_DEN: N_(
        "builds the {district} with your gold, paying you in cards (cards given: {count}; "
        "cards paid into it: {den})"
    ),
    NAME_TYPE_AND_LOOK: N_(
        "spies on your hand, naming the {dtype} type: yours promised the most gold and cards"
    ),
    GIVE_LEAST_NEEDED: N_("gives you the card they need least"),
    ARMORY_STOP: N_(
        "destroys their Armory to destroy your {district}: you were one district from completing"
    ),
    ARMORY_LEADER: N_("destroys their Armory to destroy your {district}: you are ahead on points"),
    LOOK_AT_HAND: N_("looks at your hand, the biggest one"),
    KEEP_FROM_HAND: N_("keeps the most useful card of your hand"),
    BUILD_FROM_HAND: N_("takes the {district} from your hand and builds it at once"),
    TRIBUTE_GOLD: N_("pays you, the Emperor, 1 gold: their cards are worth more"),
    TRIBUTE_CARD: N_("gives you, the Emperor, their least useful card"),
    PUBLIC_SWAP: N_("swaps hands with you for a better hand"),
    SWAP_MORE: N_("swaps hands with you to hold your {count} cards instead of {mine}"),
    SWAP_GUESS: N_("swaps hands with you, hoping for more useful cards"),
    # t16: the Theater (RULES.md §9.4): its public wording
    PUBLIC_THEATER_SWAP: N_("swaps a character with you through the Theater: you are the leader"),
    PUBLIC_THEATER_SWAP_WITH: N_("swaps a character with you through the Theater"),
}


#: The income reasons that state an amount: with a `count` of 0 they are worded as `INCOME_NONE`
#: (never "takes 0 gold of income"), in every voice.
INCOME_AMOUNTS: frozenset[str] = frozenset({INCOME_FIRST, INCOME_AFTER, INCOME_PLAIN, PUBLIC_INCOME_FIRST})


def reveals(key: str) -> frozenset[str]:
    """The secrets a reason with this key reveals (an undeclared key: all of them)."""
    return REVEALS.get(key, SECRETS)
