"""A personality is one record (`citadels.ai.league.personalities.PERSONALITIES`) and every list of
the personalities is derived from it, or kept beside it and checked here.

* Derived: the registry and the league's strategies, the badges the bundle ships, the voices, the app's
  personalities and the New game screen's opponents, the strategies Hard models, the coach's roll-outs
  and sample games. Each must cover every record (`derived_problems`).
* Kept by hand, by the personality's name: its badge art (``tools/make_assets/make_svgs.py``'s
  `BADGE_ART`) and picture, its rating in ``assets/ladder.json``, its reveal rates
  (`opponents.PICK_RATES`, when Hard models it), its words in both catalogs (`kept_problems`).
* A fake record added to the table is named by every check it does not pass.
"""

from __future__ import annotations

import importlib.util
import re
from collections.abc import Sequence
from pathlib import Path

import polib
import pytest

from citadels import bundle, paths, reason_styles
from citadels.ai import BOTS, bot_names
from citadels.ai import messages as M
from citadels.ai.league import STRATEGIES
from citadels.ai.league.common import StrategyBot
from citadels.ai.league.personalities import PERSONALITIES, Personality
from citadels.ai.league.rusher import RusherBot
from citadels.ai.opponents import LEAGUE, PICK_RATES, PRIOR, check_measured, model_policies
from citadels.app import personalities as app_personalities
from citadels.app.bot_levels import LEVELS, opponent_names
from citadels.app.strength import read_ladder
from citadels.coach.chances import ROLLOUT_MODELS
from citadels.coach.samples import SAMPLE_BOTS
from citadels.i18n import DOMAIN, LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
#: The levels that play the coach's sample games before the league's personalities.
SAMPLE_LEVELS = ("greedy", "easy", "medium")


def _badge_art() -> dict[str, object]:
    spec = importlib.util.spec_from_file_location("make_svgs_badges", ROOT / "tools/make_assets/make_svgs.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return dict(module.BADGE_ART)


def _catalogs() -> dict[str, polib.POFile]:
    return {
        lang: polib.pofile(str(ROOT / "locales" / lang / "LC_MESSAGES" / f"{DOMAIN}.po"))
        for lang in LANGUAGES
    }


def _words(p: Personality) -> list[str]:
    return [p.title, p.name, p.description, *p.voice.values(), *p.voice_to_you.values()]


def derived_problems(records: Sequence[Personality]) -> list[str]:
    """What each list derived from the table lacks of `records`."""
    problems: list[str] = []
    app_bots = {p.bot for p in app_personalities.PERSONALITIES}
    badges = set(bundle.manifest()["assets"])
    for p in records:

        def lacks(where: str, p: Personality = p) -> None:
            problems.append(f"{p.bot}: not in {where}")

        if STRATEGIES.get(p.bot) is not p.strategy:
            lacks("league.STRATEGIES")
        if BOTS.get(p.bot) is not p.strategy:
            lacks("registry.BOTS")
        if p.bot not in bundle.BADGES or bundle.badge_picture(p.bot) not in badges:
            lacks("bundle.BADGES / bundle.manifest()")
        if reason_styles.STYLES.get(p.bot) != dict(p.voice):
            lacks("reason_styles.STYLES")
        if dict(p.voice_to_you) != reason_styles.ADDRESSED_STYLES.get(p.bot, {}):
            lacks("reason_styles.ADDRESSED_STYLES")
        if p.bot not in app_bots or p.bot not in opponent_names():
            lacks("app.personalities.PERSONALITIES / the New game screen's opponents")
        if p.modelled and (p.bot not in LEAGUE or p.bot not in PRIOR):
            lacks("opponents.LEAGUE / opponents.PRIOR")
        if p.rollouts and p.bot not in ROLLOUT_MODELS:
            lacks("coach.chances.ROLLOUT_MODELS")
        if p.sample_slot is not None and SAMPLE_BOTS[len(SAMPLE_LEVELS) + p.sample_slot :][:1] != (p.bot,):
            lacks(f"coach.samples.SAMPLE_BOTS at its slot {p.sample_slot}")
    return problems


def kept_problems(
    records: Sequence[Personality],
    art: dict[str, object],
    ratings: dict[str, float],
    catalogs: dict[str, polib.POFile],
) -> list[str]:
    """What the tables kept by hand beside the records lack of `records`, each naming its file."""
    problems: list[str] = []
    for p in records:
        if getattr(p.strategy, "name", None) != p.bot:
            problems.append(f"{p.bot}: its strategy's name is {getattr(p.strategy, 'name', None)!r}")
        if p.bot not in art:
            problems.append(f"{p.bot}: no badge art in tools/make_assets/make_svgs.py (BADGE_ART)")
        if not (paths.bundle_folder("assets") / bundle.svg(p.badge)).is_file():
            problems.append(f"{p.bot}: no badge picture assets/svg/{p.badge}.svg (run make_svgs.py)")
        if p.ladder_key not in ratings:
            problems.append(f"{p.bot}: not rated in assets/ladder.json (citadels ladder --write)")
        if p.modelled and p.bot not in PICK_RATES:
            problems.append(f"{p.bot}: Hard models it but opponents.PICK_RATES has no row for it")
        if p.modelled and not issubclass(p.strategy, StrategyBot):  # type: ignore[arg-type]
            problems.append(f"{p.bot}: Hard models it but its strategy is not a StrategyBot")
        if p.rollouts and not p.modelled:
            problems.append(f"{p.bot}: the coach's roll-outs play it but Hard does not model it")
        if not p.voice:
            problems.append(f"{p.bot}: no voice")
        for lang, catalog in catalogs.items():
            for msgid in _words(p):
                entry = catalog.find(msgid)
                if entry is None or not entry.translated():
                    problems.append(f"{p.bot}: {msgid!r} not translated in locales/{lang}")
    slots = sorted(p.sample_slot for p in records if p.sample_slot is not None)
    if slots != list(range(len(slots))):
        problems.append(f"the sample slots are not 0, 1, 2...: {slots}")
    return problems


@pytest.fixture(scope="module")
def kept() -> tuple[dict[str, object], dict[str, float], dict[str, polib.POFile]]:
    return _badge_art(), read_ladder(paths.bundled("assets", bundle.LADDER)), _catalogs()


def test_every_derived_list_covers_every_personality() -> None:
    assert derived_problems(PERSONALITIES) == []
    names = [p.bot for p in PERSONALITIES]
    assert len(set(names)) == len(names)
    # and nobody else: the lists of personalities are exactly the table
    assert list(STRATEGIES) == names == list(bundle.BADGES) == app_personalities.personality_bots()
    assert list(reason_styles.STYLES) == names
    assert opponent_names() == [*LEVELS, *names]
    assert LEAGUE == ("medium", *(p.bot for p in PERSONALITIES if p.modelled))
    assert len(model_policies()) > len(LEAGUE) and sum(PRIOR.values()) == pytest.approx(1, abs=0.01)
    assert ROLLOUT_MODELS == ("medium", *(p.bot for p in PERSONALITIES if p.rollouts))
    assert SAMPLE_BOTS[: len(SAMPLE_LEVELS)] == SAMPLE_LEVELS
    assert len(SAMPLE_BOTS) == len(SAMPLE_LEVELS) + sum(p.sample_slot is not None for p in PERSONALITIES)


def test_the_tables_kept_by_hand_cover_every_personality(
    kept: tuple[dict[str, object], dict[str, float], dict[str, polib.POFile]],
) -> None:
    art, ratings, catalogs = kept
    assert kept_problems(PERSONALITIES, art, ratings, catalogs) == []
    assert set(art) == {p.bot for p in PERSONALITIES}  # no art for a personality that is gone


def test_the_ladder_file_agrees_with_the_table(
    kept: tuple[dict[str, object], dict[str, float], dict[str, polib.POFile]],
) -> None:
    """Every personality is rated in ``assets/ladder.json``, and every bot it rates is a level or a
    personality of the registry (a renamed personality leaves no stale rating behind)."""
    ratings = kept[1]
    assert {p.ladder_key for p in PERSONALITIES} <= set(ratings)
    assert set(ratings) <= set(bot_names())
    assert set(ratings) - {p.ladder_key for p in PERSONALITIES} <= {"random", "greedy", *LEVELS}


def test_a_new_record_is_named_by_every_list_it_is_missing_from(
    kept: tuple[dict[str, object], dict[str, float], dict[str, polib.POFile]],
) -> None:
    """A record added to the table alone: the derived lists would follow it (here, built before it,
    they name it), the tables kept by hand name what must be written for it."""
    fake = Personality(
        bot="fake",
        strategy=RusherBot,
        title="Faker",
        name="Fakename",
        description="Plays like nobody.",
        voice={M.BUILD_BEST: "fakes the {district}"},
        modelled=True,
        rollouts=True,
        sample_slot=len(SAMPLE_BOTS) - len(SAMPLE_LEVELS),
    )
    records = (*PERSONALITIES, fake)
    derived = derived_problems(records)
    for where in (
        "league.STRATEGIES",
        "registry.BOTS",
        "bundle.BADGES",
        "reason_styles.STYLES",
        "app.personalities.PERSONALITIES",
        "opponents.LEAGUE",
        "coach.chances.ROLLOUT_MODELS",
        "coach.samples.SAMPLE_BOTS",
    ):
        assert any(line.startswith("fake: ") and where in line for line in derived), where
    art, ratings, catalogs = kept
    problems = kept_problems(records, art, ratings, catalogs)
    assert all(line.startswith("fake: ") for line in problems), problems
    for what in (
        "its strategy's name is 'rusher'",
        "no badge art in tools/make_assets/make_svgs.py",
        "no badge picture assets/svg/badge_fake.svg",
        "not rated in assets/ladder.json",
        "opponents.PICK_RATES has no row",
        "'Faker' not translated in locales/es",
        "'fakes the {district}' not translated in locales/en",
    ):
        assert any(what in line for line in problems), what


def test_the_recipe_names_files_that_exist() -> None:
    """ARCHITECTURE.md's "How to add a personality" names real files (under the repository, or the
    package), among them every module that derives a list from the records."""
    text = (ROOT / "ARCHITECTURE.md").read_text(encoding="utf-8")
    recipe = text.split("## How to add a personality", 1)[1].split("\n## ", 1)[0]
    spans = re.findall(r"`([^`]+)`", recipe)
    named = {path for span in spans for path in re.findall(r"[\w/]+\.(?:py|json)\b", span)}
    missing = [n for n in named if not (ROOT / n).is_file() and not (ROOT / "citadels" / n).is_file()]
    assert not missing
    for module in (
        "ai/league/personalities.py",
        "ai/league/__init__.py",
        "ai/registry.py",
        "bundle.py",
        "reason_styles.py",
        "app/personalities.py",
        "app/bot_levels.py",
        "ai/opponents.py",
        "coach/chances.py",
        "coach/samples.py",
        "tools/make_assets/make_svgs.py",
        "tools/measure_pick_rates.py",
        "assets/ladder.json",
    ):
        assert module in named, module
    for derived in (
        "STRATEGIES",
        "BADGES",
        "STYLES",
        "LEAGUE",
        "ROLLOUT_MODELS",
        "SAMPLE_BOTS",
        "PICK_RATES",
    ):
        assert derived in recipe, derived


def test_hard_refuses_to_model_a_personality_whose_reveals_were_not_measured() -> None:
    check_measured(LEAGUE, PICK_RATES)
    with pytest.raises(RuntimeError, match="no row for miser, which Hard models"):
        check_measured((*LEAGUE, "miser"), PICK_RATES)
