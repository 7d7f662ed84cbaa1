"""Every bot returns a legal action in many random states (2-7 players, every ruleset), and every
reason it gives formats in both languages."""

from __future__ import annotations

import re

import pytest
from ailib import random_states

from citadels.ai import Reason, make_bot
from citadels.ai import messages as M
from citadels.engine import RULESETS, Decision, GameConfig, GameState, Rng, new_game
from citadels.text.i18n import current_language, set_language
from citadels.text.narrate import explain_reason as explain

NAMES = ["Ana", "Bruno", "Carla", "Diego", "Elena", "Fede", "Gala", "Hugo"]
FIELD = re.compile(r"\{(\w+)\}")


@pytest.fixture(autouse=True)
def restore_language():  # type: ignore[no-untyped-def]
    before = current_language()
    yield
    set_language(before)


def collect(players: int, ruleset: str, count: int, seed: int, characters: str = "classic") -> list[Reason]:
    return collect_from(random_states(players, count, seed, ruleset, characters), seed)


def collect_from(states: list[GameState], seed: int) -> list[Reason]:
    reasons: list[Reason] = []
    for i, s in enumerate(states):
        players = s.n
        legal = s.legal_actions()
        view = s.view(s.to_move)
        for name in ("easy", "medium", "hard"):
            bot = make_bot(name, seed + i, hard_iterations=1)
            action = bot.choose(view, legal)
            assert action in legal, (name, players, view.decision, action)
            assert bot.last_reason is not None, (name, view.decision)
            reasons.append(bot.last_reason)
        for name in ("random", "greedy"):
            assert make_bot(name, i).choose(view if name != "random" else None, legal) in legal
    return reasons


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
def test_bots_return_legal_actions_with_reasons(players: int) -> None:
    ruleset = RULESETS[players % len(RULESETS)]
    reasons = collect(players, ruleset, 40, seed=players)
    for r in reasons:
        check_reason(r, players)


@pytest.mark.parametrize(
    "players,characters", [(2, "darkcity"), (4, "darkcity"), (5, "mixed"), (8, "darkcity"), (8, "mixed")]
)
def test_bots_return_legal_actions_with_reasons_dark_city(players: int, characters: str) -> None:
    reasons = collect(players, "classic", 30, seed=players + 50, characters=characters)
    for r in reasons:
        check_reason(r, players)


def test_bots_play_every_dark_city_decision_with_reasons_that_name_no_hidden_card() -> None:
    """The Witch's bewitchment, the Wizard's card, the Emperor's tribute and every new ability."""
    wanted = {Decision.BEWITCH: 0, Decision.TAKE_FROM_HAND: 0, Decision.TRIBUTE: 0}
    states: list[GameState] = []
    rng = Rng(9)
    for seed in range(40):
        s = new_game(GameConfig(players=4 + seed % 5, characters="darkcity"), seed)
        while not s.game_over and len(states) < 60:
            if s.decision in wanted and wanted[s.decision] < 8:
                wanted[s.decision] += 1
                states.append(s.clone())
            legal = s.legal_actions()
            s.apply(legal[rng.below(len(legal))], events=False)
    assert all(count >= 3 for count in wanted.values()), wanted
    reasons = collect_from(states, 3)
    for r in reasons:
        check_reason(r, 8)
    hidden_keys = {M.KEEP_FROM_HAND, M.TRIBUTE_CARD, M.TRIBUTE_GOLD}
    assert any(r.key in hidden_keys for r in reasons)
    for r in reasons:
        if r.key in hidden_keys:
            assert "district" not in r.params


def check_reason(r: Reason, players: int) -> None:
    if r.detail is not None:
        check_reason(r.detail, players)
    assert r.key in M.ALL_KEYS, r.key
    assert set(FIELD.findall(r.key)) == set(r.params), (r.key, dict(r.params))
    for key, value in r.params.items():
        if key == "character":
            assert isinstance(value, int) and 1 <= value <= 9
        elif key == "district":
            assert isinstance(value, str)
        elif key == "seat":
            assert isinstance(value, int) and 0 <= value < players
        else:
            assert isinstance(value, int | float), (key, value)
    for lang in ("en", "es"):
        set_language(lang)
        text = explain(r, NAMES[:players])
        assert "{" not in text and text.strip(), (lang, r.key, text)


def test_every_key_formats_in_both_languages() -> None:
    for key in M.ALL_KEYS:
        params: dict[str, object] = {}
        for field in FIELD.findall(key):
            params[field] = {"character": 4, "district": "great_wall", "seat": 1}.get(field, 3)
        r = Reason(key, params)
        set_language("en")
        en = explain(r, NAMES[:4])
        assert "Bruno" in en or "seat" not in params
        set_language("es")
        es = explain(r, NAMES[:4])
        assert "{" not in es
        if "character" in params:
            assert "Rey" in es and "King" in en
        if "district" in params:
            assert "Gran Muralla" in es and "Great Wall" in en


def test_every_key_is_in_both_catalogs() -> None:
    import polib

    from citadels.system.paths import bundled
    from citadels.text.i18n import DERIVED_FIELDS

    base_of = {d: base for base, derived in DERIVED_FIELDS.items() for d in derived}
    for lang in ("es", "en"):
        path = bundled("locales", lang, "LC_MESSAGES", "citadels.po")
        entries = {e.msgid: e for e in polib.pofile(str(path)) if e.msgctxt is None}
        for key in M.ALL_KEYS:
            entry = entries.get(key)
            assert entry is not None, (lang, key)
            text = entry.msgstr
            assert text and not entry.fuzzy and not entry.obsolete, (lang, key)
            # a derived field ({al_character}: "a la Reina") stands for its placeholder ({character})
            used = {base_of.get(f, f) for f in FIELD.findall(text)}
            assert used == set(FIELD.findall(key)), (lang, key, text)
