"""The reasons bots give for their decisions, as translatable message keys.

A `Reason(key, params)` names an English msgid with ``{field}`` placeholders. Every key used by the
bots is written here once, wrapped in the no-op marker `N_` so that ``pybabel extract`` (whose default
keywords include ``N_``) finds it; `citadels.ai.explain` translates the key with ``_()`` at display
time and fills in the parameters.

Parameter convention (the UI relies on it to translate names):

- ``character``: a character **rank** (int), shown as the character's translated name;
- ``district``: a district **kind name** (str, e.g. ``"manor"``), shown as the translated district;
- ``seat``: a **seat number** (int), shown as that player's name;
- any other parameter is a plain number (``count``, ``percent``), shown as is. Keys are worded so
  that no number needs a plural form (``count`` is at least 2 where a noun follows it).
"""

from __future__ import annotations


def N_(message: str) -> str:
    """Mark a message for extraction; it is translated later, when shown."""
    return message


# ---------------------------------------------------------------- selection
PICK_INCOME = N_("takes the {character} for its income: {count} matching districts")
PICK_BUILD_MANY = N_("takes the {character} to build several districts this turn")
PICK_MURDER = N_("takes the {character} to strike at the player most likely to win")
PICK_ROB = N_("takes the {character} to rob a rich player")
PICK_SWAP = N_("takes the {character} to swap hands with {seat}, who holds more cards")
PICK_PROTECT = N_("takes the {character} to protect a city of {count} districts")
PICK_CROWN = N_("takes the {character} for the crown")
PICK_BEST = N_("takes the {character}: the most useful character left")
PICK_GOLD = N_("takes the {character}: gold builds districts fastest")
PICK_DENY_WARLORD = N_("takes the {character} so that nobody can attack its city with it")
PICK_ATTACK = N_("takes the {character} to attack the city of {seat}")
DISCARD_DENY = N_("discards the {character} face down so that {seat} cannot have it")
DISCARD_LEAST = N_("discards the {character} face down: the least useful to it")

# ---------------------------------------------------------------- resources
GOLD_TO_BUILD = N_("takes 2 gold to afford the {district}")
GOLD_PLAIN = N_("takes 2 gold: it has enough cards")
DRAW_NOTHING = N_("draws cards: nothing in hand is worth building")
DRAW_RESTOCK = N_("draws cards: it can already afford the {district}")
GOLD_RUSH = N_("takes 2 gold: gold builds districts faster than cards")
GOLD_FOR_ATTACKS = N_("takes 2 gold to pay for its attacks")
DRAW_HOARD = N_("draws cards: it collects valuable districts")
KEEP_CHEAP = N_("keeps the {district}: the quickest card to build")
KEEP_BIG = N_("keeps the {district}, the most valuable card drawn")
KEEP_CARD = N_("keeps the {district}, the most useful card drawn")

# ---------------------------------------------------------------- building and income
BUILD_FIVE = N_("builds the {district}: now its city has all five district types")
BUILD_COMPLETE = N_("builds the {district} and completes its city")
BUILD_BEST = N_("builds the {district}, the best district it can afford")
BUILD_CHEAP = N_("builds the {district}: cheap districts complete the city sooner")
BUILD_BIG = N_("builds the {district}, a district worth many points")
BUILD_DEFEND = N_("builds the {district} to defend its city against the Warlord")
INCOME_FIRST = N_("takes {count} gold of income first, to afford the {district}")
INCOME_AFTER = N_("takes {count} gold of income after building, counting the new district")
INCOME_PLAIN = N_("takes {count} gold of income")
END_TURN = N_("ends its turn")
NO_PLAN = N_("makes the simplest move allowed")
END_HOLD = N_("ends its turn without completing its city: it would lose")

# ---------------------------------------------------------------- character abilities
MURDER_THREAT = N_("murders the {character}, which {seat} probably holds ({count} districts built)")
MURDER_GUESS = N_("murders the {character}, the most dangerous character still to play")
MURDER_TEMPO = N_("murders the {character}, the character that would build fastest")
MURDER_SHIELD = N_("murders the {character} to protect its own city and gold")
MURDER_LEADER = N_("murders the {character}, which {seat}, the leader, most likely holds")
ROB_LEADER = N_("robs the {character}, which {seat}, the leader, most likely holds")
ROB_RICH = N_("robs the {character}: {seat} probably holds it and has {count} gold")
ROB_GUESS = N_("robs the {character}, the most promising character to rob")
SWAP_HANDS = N_("swaps hands with {seat}, who holds better cards")
EXCHANGE_CARDS = N_("exchanges the cards it cannot use for new ones")
DESTROY_THREAT = N_("destroys the {district} of {seat}, the most dangerous rival")
DESTROY_FREE = N_("destroys the {district} of {seat}: it costs nothing")

# ---------------------------------------------------------------- unique districts
LAB_DISCARD = N_("discards the {district} at the Laboratory for 1 gold")
SMITHY_DRAW = N_("pays 2 gold at the Smithy to draw 3 cards")
GRAVE_TAKE = N_("pays 1 gold to take back the {district} from the Graveyard")
GRAVE_DECLINE = N_("lets the {district} go: not worth 1 gold")

# ---------------------------------------------------------------- search (Hard) and the end-game
# The deciding factor comes first, in words; the simulation figure is only the reason's detail.
SEARCH_DETAIL = N_("won {percent}% of {count} simulated games")
SEARCH_OTHER = N_("plays the move that did best in its simulations")
DRAW_TEMPO = N_("draws cards: it would soon run out of districts to build")
DESTROY_STOP = N_("destroys the {district} of {seat}, who was one district from completing")
DANGER_ASSASSIN = N_("takes the {character}: with {count} districts its city is the first target, and now nobody can murder it")
DANGER_BISHOP = N_("takes the {character}: with {count} districts its city is the Warlord's best target")
DANGER_WARLORD = N_("takes the {character}: with {count} districts its city is the Warlord's best target, so it keeps the Warlord")
DENY_ASSASSIN = N_("takes the {character} before {seat}, who has {count} districts, can use it to win safely")
DENY_BISHOP = N_("takes the {character} so that {seat}, who has {count} districts, cannot protect its city")

#: Every key, for tests and the translation catalogs.
ALL_KEYS: tuple[str, ...] = tuple(
    value for name, value in sorted(globals().items()) if name.isupper() and isinstance(value, str)
)
