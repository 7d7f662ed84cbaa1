"""How the league's personalities word their reasons: the same reason, in their own voice.

The bots give a reason as a key of `citadels.ai.messages` and its parameters, whoever plays; the
narration layer words it (`narrate.explain_reason`). A personality (a league bot offered on the New
game screen) may have its own wording for a key: the rusher "rushes the Market: cheap and quick"
where Medium "builds the Market: cheap districts complete the city sooner".

A styled wording stands in for the wording of its key and nothing else: it says the same thing in
another voice, uses only the key's own parameters, names no character or district of its own, and
reveals what its key reveals (`messages.REVEALS`). It applies to whatever key is shown: during the
game that is the reason's public wording (`Reason.public()`), so a key that reveals a secret is styled
only in the record of a finished game, and a public wording has its own styled form ("strikes at the
Warlord: someone has to be stopped"). `tests/test_reason_styles.py` checks these promises.
"""

from __future__ import annotations

from collections.abc import Mapping

from citadels.ai import messages as M
from citadels.i18n import N_

#: Per bot name (`citadels.ai.bot_names`), the styled wording of each key it words its own way.
STYLES: dict[str, dict[str, str]] = {
    # builds cheap and fast, paid with gold
    "rusher": {
        M.BUILD_CHEAP: N_("rushes the {district}: cheap and quick"),
        M.BUILD_SPEND: N_("spends it all on the {district}: a full purse only tempts thieves"),
        M.BUILD_COMPLETE: N_("slaps down the {district} and completes their city: first past the post"),
        M.GOLD_RUSH: N_("grabs 2 gold: coins build faster than cards"),
        M.INCOME_PLAIN: N_("pockets {count} gold of income: every coin is a brick"),
        M.PUBLIC_DRAW: N_("draws cards: the next quick build must be in there"),
        M.MURDER_TEMPO: N_("murders the {character}: nobody may build faster than them"),
        M.ROB_GUESS: N_("robs the {character}: somebody else's gold builds just as well"),
        M.DESTROY_FREE: N_("knocks down the {district} of {seat}: it costs nothing, so why not"),
        M.KEEP_CHEAP: N_("keeps the {district}: quick to build, quicker to score"),
        M.PICK_GOLD: N_("takes the {character}: gold means building, building means winning"),
        M.PICK_ROB: N_("takes the {character}: stolen gold builds just as well"),
        M.PICK_BUILD_MANY: N_("takes the {character}: more districts, sooner"),
    },
    # a defended, high-scoring city
    "fortress": {
        M.BUILD_BEST: N_("builds the {district}: solid stone, worth the wait"),
        M.BUILD_DEFEND: N_("raises the {district}: let anyone try to knock their city down now"),
        M.BUILD_FIVE: N_("builds the {district}: every kind of district, every point of the bonus"),
        M.BUILD_COMPLETE: N_("lays the last stone, the {district}: their city is complete and safe"),
        M.PUBLIC_GOLD_TO_BUILD: N_("takes 2 gold to build next turn: good stone is not cheap"),
        M.PUBLIC_GOLD_BUILD_NOW: N_("takes 2 gold to lay another stone this turn"),
        M.PUBLIC_GOLD_SAVE: N_("takes 2 gold towards a costly district: good stone is not cheap"),
        M.GOLD_PLAIN: N_("takes 2 gold: a full treasury is a safe one"),
        M.INCOME_PLAIN: N_("takes {count} gold of income for the city's coffers"),
        M.PUBLIC_INCOME_FIRST: N_("takes {count} gold of income first, then lays the stones"),
        M.PUBLIC_DRAW: N_("draws cards, looking for sturdier districts"),
        M.MURDER_SHIELD: N_("murders the {character}: the best defence is striking first"),
        M.MURDER_GUESS: N_("murders the {character} before it can do any harm"),
        M.DESTROY_THREAT: N_("destroys the {district} of {seat}, only to hold back the most dangerous rival"),
        M.PICK_PROTECT: N_("takes the {character} to shelter a city of {count} districts"),
        M.PICK_DENY_WARLORD: N_("takes the {character}: nobody will turn it against their walls"),
    },
    # Assassin, Thief and Warlord aimed at the leader
    "raider": {
        M.GOLD_FOR_ATTACKS: N_("takes 2 gold: a war chest wins wars"),
        M.BUILD_BEST: N_("builds the {district} between two raids"),
        M.INCOME_PLAIN: N_("takes {count} gold of income for the next raid"),
        M.PUBLIC_DRAW: N_("draws cards while planning the next raid"),
        M.PUBLIC_MURDER: N_("strikes down the {character}: somebody has to be stopped"),
        M.PUBLIC_ROB: N_("robs the {character}: loot is loot"),
        M.DESTROY_THREAT: N_("sacks the {district} of {seat}, the most dangerous rival"),
        M.DESTROY_STOP: N_("sacks the {district} of {seat}, who was one district from completing"),
        M.MURDER_LEADER: N_("strikes down the {character}: {seat} leads and most likely holds it"),
        M.ROB_LEADER: N_("robs the {character}: {seat} leads, and the leader's purse is the best loot"),
        M.PICK_MURDER: N_("takes the {character}: first blood"),
        M.PICK_ATTACK: N_("takes the {character} to sack the city of {seat}"),
        M.PICK_ROB: N_("takes the {character}: other people's gold"),
    },
    # a big hand of valuable cards, built late and big
    "hoarder": {
        M.BUILD_BIG: N_("builds the {district}, a treasure worth every coin saved"),
        M.BUILD_BEST: N_("builds the {district}, the finest piece they can afford"),
        M.BUILD_COMPLETE: N_("builds the {district} and completes their city: the collection is whole"),
        M.DRAW_HOARD: N_("draws cards: one can never have too many"),
        M.PUBLIC_GOLD_TO_BUILD: N_("takes 2 gold to build a treasure next turn"),
        M.PUBLIC_GOLD_BUILD_NOW: N_("takes 2 gold: a treasure gets built this turn"),
        M.PUBLIC_GOLD_SAVE: N_("takes 2 gold, saving up for something grand"),
        M.GOLD_PLAIN: N_("takes 2 gold: the collection is big enough, for now"),
        M.INCOME_PLAIN: N_("takes {count} gold of income towards a grand district"),
        M.SWAP_MORE: N_("swaps hands with {seat}: a bigger collection"),
        M.EXCHANGE_CARDS: N_("trades away the cards that do not suit the collection"),
        M.KEEP_BIG: N_("keeps the {district}: the gem of the draw"),
        M.PICK_BUILD_MANY: N_("takes the {character}: time to build the treasures"),
        M.PICK_SWAP: N_("takes the {character} to trade hands with {seat}, whose collection is bigger"),
    },
    # Medium with a little randomness: hunches
    "noisy": {
        M.BUILD_BEST: N_("builds the {district}: the best they can afford, and it feels right"),
        M.PUBLIC_GOLD_TO_BUILD: N_("takes 2 gold, with a plan for next turn"),
        M.PUBLIC_GOLD_BUILD_NOW: N_("takes 2 gold, with a plan for this turn"),
        M.PUBLIC_GOLD_SAVE: N_("takes 2 gold, putting it by for a costly district"),
        M.PUBLIC_DRAW: N_("draws cards, on a hunch about the deck"),
        M.MURDER_GUESS: N_("murders the {character}: a hunch says it is the most dangerous"),
        M.ROB_GUESS: N_("robs the {character}: a hunch says there is gold there"),
        M.PUBLIC_MURDER: N_("murders the {character}, trusting a hunch about a rival"),
        M.PUBLIC_ROB: N_("robs the {character}, trusting a hunch about a rich victim"),
        M.PICK_BEST: N_("takes the {character}: it feels like the most useful one left"),
    },
    # the careful expert: reads the draft, weighs every risk, strikes at the leader
    "careful": {
        M.MURDER_STOP: N_(
            "murders the {character}: by their reckoning {seat} holds it and must not finish first"
        ),
        M.PUBLIC_MURDER: N_("murders the {character}: a calculated strike"),
        M.DESTROY_POINTS: N_("destroys the {district} of {seat}: in the last round every point counts"),
        M.BUILD_POINTS: N_("builds the {district}: the last round is counted in points, not promises"),
        M.DANGER_ASSASSIN: N_(
            "takes the {character}: a city of {count} districts is a target, so no risks now"
        ),
        M.DANGER_BISHOP: N_("takes the {character}: a city of {count} districts is worth guarding"),
        M.DENY_ASSASSIN: N_("takes the {character}, keeping it from {seat}, who has {count} districts"),
        M.PICK_PROTECT: N_("takes the {character}: {count} districts deserve a guard"),
        M.END_HOLD: N_("holds back: completing their city now would lose the game"),
        M.GOLD_PLAIN: N_("takes 2 gold: the hand is good enough, coins keep every option open"),
        M.PUBLIC_GOLD_SAVE: N_("takes 2 gold, saving by the plan for a costly district"),
        M.PUBLIC_DRAW: N_("draws cards, weighing every option"),
    },
}


#: The styled wordings addressed to the one person of a solo game, for the styled keys that name a
#: seat and may be shown during the game ("sacks your Castle", not "sacks the Castle of you"; see
#: `messages.ADDRESSED`).
ADDRESSED_STYLES: dict[str, dict[str, str]] = {
    "rusher": {
        M.DESTROY_FREE: N_("knocks down your {district}: it costs nothing, so why not"),
    },
    "fortress": {
        M.DESTROY_THREAT: N_(
            "destroys your {district}, only to hold you back: you are the most dangerous rival"
        ),
    },
    "raider": {
        M.DESTROY_THREAT: N_("sacks your {district}: you are the most dangerous rival"),
        M.DESTROY_STOP: N_("sacks your {district}: you were one district from completing"),
    },
    "hoarder": {
        M.SWAP_MORE: N_("swaps hands with you: a bigger collection"),
    },
    "careful": {
        M.DESTROY_POINTS: N_("destroys your {district}: in the last round every point counts"),
    },
}


def style_of(bot: str | None) -> Mapping[str, str]:
    """The styled wordings of a bot (empty for a bot with no voice of its own, or no bot)."""
    return STYLES.get(bot or "", {})


def styled_key(key: str, bot: str | None) -> str:
    """The msgid to word ``key`` with, as ``bot`` says it (``key`` itself when it has no style)."""
    return style_of(bot).get(key, key)


def reason_wording(key: str, bot: str | None, *, to_you: bool = False) -> str:
    """The msgid to word ``key`` with, as ``bot`` says it; ``to_you``: its `seat` is the one reading
    it (the bot's own words to them, else the plain ones, `messages.ADDRESSED`, else as for anyone)."""
    if to_you:
        said = ADDRESSED_STYLES.get(bot or "", {}).get(key) or M.ADDRESSED.get(key)
        if said is not None:
            return said
    return styled_key(key, bot)
