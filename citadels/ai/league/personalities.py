"""The league's personalities: one record each, from which every list of them is derived.

A personality is a league strategy offered as a named opponent: the New game screen shows it with its
title, a fitting name for its seat, a line on how it plays, its badge and its strength from the bots'
ladder; the log words its reasons in its own voice; Hard models the others as some of them; the
coach's chances play with some of them. Every one of those lists is derived from `PERSONALITIES`:

- the bots by name (`league.STRATEGIES`, `registry.BOTS`) and the ladder's key: `bot`;
- the New game screen's choices and the seat's name (`citadels.app.personalities`): `title`,
  `name`, `description`;
- the badge (`citadels.system.bundle.BADGES`, ``assets/svg/badge_<bot>.svg``; its art is drawn by
  ``tools/make_assets/make_svgs.py``'s `BADGE_ART`, one entry per personality);
- the voice (`citadels.text.reason_styles.STYLES`, `ADDRESSED_STYLES`): `voice`, `voice_to_you`;
- the strategies Hard models a seat as (`opponents.LEAGUE`, its `model_policies` and `PRIOR`):
  `modelled` (its `opponents.PICK_RATES` are measured by ``tools/measure_pick_rates.py``);
- the coach's roll-outs (`coach.chances.ROLLOUT_MODELS`): `rollouts`; its sample games
  (`coach.samples.SAMPLE_BOTS`): `sample_slot`.

The words are msgids (marked with `N_` for extraction, translated where they are shown), so they
stay in the catalogs like every other word. `tests/test_personality_table.py` checks that every
derived list covers every personality and names what a new record still lacks (its badge art and
picture, its ladder rating, its pick rates, its translations).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from .. import messages as M
from ..base import Bot
from ..messages import N_
from .careful import CarefulBot
from .fortress import FortressBot
from .hoarder import HoarderBot
from .noisy import NoisyMediumBot
from .raider import RaiderBot
from .rusher import RusherBot


@dataclass(frozen=True, eq=False)
class Personality:
    """One league personality. The texts are msgids (English), translated where they are shown."""

    #: Its name everywhere: the registry's (`citadels.ai.bot_names`, a seat's ``bot``, the strategy's
    #: own `name`), the key of its rating in ``assets/ladder.json`` and of its badge picture.
    bot: str
    #: Its strategy module's bot class, made by `citadels.ai.make_bot`.
    strategy: Callable[..., Bot]
    #: What kind of player it is ("Raider"), on the seat's chooser and the panels.
    title: str
    #: The name its seat gets unless the player typed one ("Alaric").
    name: str
    #: How it plays, in a sentence.
    description: str
    #: Its voice: a reason key (`citadels.ai.messages`) -> the same reason in its own words
    #: (`citadels.text.reason_styles` says what a styled wording may say).
    voice: Mapping[str, str]
    #: Its words to the one person of a solo game, for styled keys that name a seat
    #: (`messages.ADDRESSED`).
    voice_to_you: Mapping[str, str] = field(default_factory=dict)
    #: Hard models a seat as it (`opponents.LEAGUE`); its strategy is then a `StrategyBot` and its
    #: reveal rates are measured in `opponents.PICK_RATES`.
    modelled: bool = False
    #: The coach's roll-outs spread it over the seats (`coach.chances.ROLLOUT_MODELS`); the chances'
    #: weights were fitted with those, so a personality joins them with a refit. Needs `modelled`.
    rollouts: bool = False
    #: Its place among the league bots of the coach's sample games (`coach.samples.SAMPLE_BOTS`, after
    #: the levels), or None: not in them. Fixed once fitted: which game each seed stands for, and the
    #: weights fitted on those games, depend on it.
    sample_slot: int | None = None

    @property
    def badge(self) -> str:
        """Its badge's picture, ``assets/svg/<badge>.svg``."""
        return f"badge_{self.bot}"

    @property
    def ladder_key(self) -> str:
        """Its key among the ratings of ``assets/ladder.json``."""
        return self.bot


#: The personalities, in the order the New game screen offers them (after Easy, Medium and Hard).
PERSONALITIES: tuple[Personality, ...] = (
    Personality(
        bot="rusher",
        strategy=RusherBot,
        # TRANSLATORS: a kind of computer opponent: builds cheap districts as fast as possible.
        title=N_("Rusher"),
        # TRANSLATORS: the name of the rusher (swift and fond of trade, like the god).
        name=N_("Hermes"),
        description=N_("Builds cheap and fast, paid with gold; loves the Merchant and the Thief."),
        voice={
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
        voice_to_you={
            M.DESTROY_FREE: N_("knocks down your {district}: it costs nothing, so why not"),
        },
        modelled=True,
        rollouts=True,
        sample_slot=1,
    ),
    Personality(
        bot="fortress",
        strategy=FortressBot,
        # TRANSLATORS: a kind of computer opponent: a defended city (the keeper of a castle).
        title=N_("Castellan"),
        # TRANSLATORS: the name of the castellan (a famous builder of fortifications).
        name=N_("Vauban"),
        description=N_(
            "Raises a solid city worth many points and shelters it with the Bishop, the Keep and the Great Wall."
        ),
        voice={
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
            M.DESTROY_THREAT: N_(
                "destroys the {district} of {seat}, only to hold back the most dangerous rival"
            ),
            M.PICK_PROTECT: N_("takes the {character} to shelter a city of {count} districts"),
            M.PICK_DENY_ATTACK: N_("takes the {character}: nobody will turn it against their walls"),
        },
        voice_to_you={
            M.DESTROY_THREAT: N_(
                "destroys your {district}, only to hold you back: you are the most dangerous rival"
            ),
        },
        modelled=True,
        rollouts=True,
        sample_slot=2,
    ),
    Personality(
        bot="raider",
        strategy=RaiderBot,
        # TRANSLATORS: a kind of computer opponent: attacks whoever leads.
        title=N_("Raider"),
        # TRANSLATORS: the name of the raider (a king who sacked Rome).
        name=N_("Alaric"),
        description=N_(
            "Goes after the leader with the Assassin, the Thief and the Warlord; builds between raids."
        ),
        voice={
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
        voice_to_you={
            M.DESTROY_THREAT: N_("sacks your {district}: you are the most dangerous rival"),
            M.DESTROY_STOP: N_("sacks your {district}: you were one district from completing"),
        },
        modelled=True,
        rollouts=True,
        sample_slot=3,
    ),
    Personality(
        bot="hoarder",
        strategy=HoarderBot,
        # TRANSLATORS: a kind of computer opponent: hoards cards and builds expensive districts.
        title=N_("Collector"),
        # TRANSLATORS: the name of the collector (a scholar of the great library).
        name=N_("Hypatia"),
        description=N_(
            "Hoards cards and saves up for big, costly districts; fond of the Magician and the Architect."
        ),
        voice={
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
        voice_to_you={
            M.SWAP_MORE: N_("swaps hands with you: a bigger collection"),
        },
        modelled=True,
        rollouts=True,
        sample_slot=4,
    ),
    Personality(
        bot="noisy",
        strategy=NoisyMediumBot,
        # TRANSLATORS: a kind of computer opponent: plays soundly but follows hunches.
        title=N_("Wildcard"),
        # TRANSLATORS: the name of the wildcard (an unpredictable enchantress).
        name=N_("Morgana"),
        description=N_("Plays like Medium but follows hunches: hard to read, sometimes surprising."),
        voice={
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
        modelled=False,
        rollouts=False,
        sample_slot=0,
    ),
    Personality(
        bot="careful",
        strategy=CarefulBot,
        # TRANSLATORS: a kind of computer opponent: weighs every risk before it moves.
        title=N_("Strategist"),
        # TRANSLATORS: the name of the strategist (the Roman general famous for his patience).
        name=N_("Fabius"),
        description=N_("Reads the draft, guards their city near the end and strikes at whoever leads."),
        voice={
            M.MURDER_STOP: N_(
                "murders the {character}: by their reckoning {seat} holds it and must not finish first"
            ),
            M.PUBLIC_MURDER: N_("murders the {character}: a calculated strike"),
            M.DESTROY_POINTS: N_("destroys the {district} of {seat}: in the last round every point counts"),
            M.BUILD_POINTS: N_("builds the {district}: the last round is counted in points, not promises"),
            M.DANGER_MURDER: N_(
                "takes the {character}: a city of {count} districts is a target, so no risks now"
            ),
            M.DANGER_PROTECT: N_("takes the {character}: a city of {count} districts is worth guarding"),
            M.DENY_MURDER: N_("takes the {character}, keeping it from {seat}, who has {count} districts"),
            M.PICK_PROTECT: N_("takes the {character}: {count} districts deserve a guard"),
            M.END_HOLD: N_("holds back: completing their city now would lose the game"),
            M.GOLD_PLAIN: N_("takes 2 gold: the hand is good enough, coins keep every option open"),
            M.PUBLIC_GOLD_SAVE: N_("takes 2 gold, saving by the plan for a costly district"),
            M.PUBLIC_DRAW: N_("draws cards, weighing every option"),
        },
        voice_to_you={
            M.DESTROY_POINTS: N_("destroys your {district}: in the last round every point counts"),
        },
        modelled=True,
        rollouts=False,
        sample_slot=None,
    ),
)


def personality(bot: str | None) -> Personality | None:
    """The personality a bot plays (None for a level such as Medium, an unknown name or no bot)."""
    return _BY_BOT.get(bot or "")


_BY_BOT: dict[str, Personality] = {p.bot: p for p in PERSONALITIES}
