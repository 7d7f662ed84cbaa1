"""Personalities at the table: the league's characters as named opponents on the New game screen.

* Who they are: each personality is a league bot with a badge, a title, a fitting name and a line on
  how it plays, in both languages; the screen offers them after Easy, Medium and Hard.
* Their strength is computed from the ladder file the game ships with (stars from the ratings, never
  typed in), and every opponent offered is rated in it.
* A family picks them with the mouse (the gallery behind a seat's emblem, or the level stepper's
  arrows) or the keyboard (Space on the emblem, arrows, Enter; Esc leaves the seat as it was); the
  seat gets the personality's name unless its name was typed, keeps its own default name otherwise,
  and the choice is remembered with the last setup.
* At the table the log words their reasons in their own voice.
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from app_testlib import open_setup

from citadels import bundle, i18n, paths
from citadels.ai import bot_names
from citadels.ai.league import STRATEGIES
from citadels.app import strength
from citadels.app.app import App
from citadels.app.bot_levels import LEVELS, level_label, opponent_names
from citadels.app.personalities import PERSONALITIES, personality
from citadels.app.players import BOT_NAMES
from citadels.app.scenes import setup as setup_scene
from citadels.app.scenes.opponents import OpponentCard, OpponentScene
from citadels.app.scenes.setup import SetupScene
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.i18n import load_translations

# ------------------------------------------------------------------------------------------------
# Who they are
# ------------------------------------------------------------------------------------------------


def test_the_screen_offers_the_levels_then_every_league_personality() -> None:
    assert opponent_names() == [*LEVELS, *(p.bot for p in PERSONALITIES)]
    assert {p.bot for p in PERSONALITIES} == set(STRATEGIES)  # the whole league, nobody else
    assert set(opponent_names()) <= set(bot_names())


@pytest.mark.parametrize("lang", ["en", "es"])
def test_each_personality_has_a_badge_a_title_a_name_and_a_way_of_playing(lang: str) -> None:
    gettext = load_translations(lang).gettext
    titles, names = set(), set()
    for p in PERSONALITIES:
        assert p.bot in bundle.BADGES and paths.bundled("assets", bundle.badge_picture(p.bot)).is_file()
        for msgid in (p.record.title, p.record.name, p.record.description):
            assert gettext(msgid), msgid
        assert gettext(p.record.description) != p.record.description or lang == "en"
        titles.add(gettext(p.record.title))
        names.add(gettext(p.record.name))
    defaults = {gettext(n) for n in BOT_NAMES}
    assert len(titles) == len(names) == len(PERSONALITIES) and not names & defaults


# ------------------------------------------------------------------------------------------------
# Strength: stars computed from the ladder file
# ------------------------------------------------------------------------------------------------


def _ladder(tmp_path: Path, ratings: dict[str, float]) -> Path:
    path = tmp_path / "ladder.json"
    rows = [
        {"bot": b, "mu": v + 6, "sigma": 2.0, "ordinal": v, "games": 40, "wins": 10}
        for b, v in ratings.items()
    ]
    path.write_text(json.dumps({"bots": list(ratings), "players": 4, "ratings": rows}), encoding="utf-8")
    return path


def test_stars_place_each_opponent_between_the_weakest_and_the_strongest(tmp_path: Path) -> None:
    ratings = strength.read_ladder(
        _ladder(tmp_path, {"random": -20.0, "easy": 10.0, "medium": 20.0, "hard": 30.0, "raider": 25.0})
    )
    stars = strength.stars_among(ratings, ["easy", "medium", "hard", "raider", "rusher"])
    # random is not offered (it would squeeze everyone up); rusher has no rating: no stars
    assert stars == {"easy": 1, "medium": 3, "hard": 5, "raider": 4}
    assert strength.stars_among({"easy": 3.0, "hard": 3.0}, ["easy", "hard"]) == {"easy": 3, "hard": 3}


def test_a_bot_without_games_or_a_damaged_ladder_file_is_told_apart(tmp_path: Path) -> None:
    path = _ladder(tmp_path, {"easy": 1.0, "hard": 2.0})
    data = json.loads(path.read_text(encoding="utf-8"))
    data["ratings"][0]["games"] = 0
    path.write_text(json.dumps(data), encoding="utf-8")
    assert strength.read_ladder(path) == {"hard": 2.0}
    for bad in ("{not json", json.dumps({"ratings": "none"}), json.dumps({"ratings": [{"bot": "easy"}]})):
        path.write_text(bad, encoding="utf-8")
        with pytest.raises(strength.LadderFileError):
            strength.read_ladder(path)


def test_the_shipped_ladder_rates_every_opponent_and_the_stars_follow_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    shipped = strength.shipped_ratings()
    assert set(opponent_names()) <= set(shipped), (
        "run `citadels ladder ... --write assets/ladder.json` (README)"
    )
    stars = {bot: strength.stars(bot) for bot in opponent_names()}
    assert set(stars.values()) >= {1, 5} and None not in stars.values()
    # the stars are computed from the file: another ladder, other stars
    reversed_ratings = {bot: -value for bot, value in shipped.items()}
    monkeypatch.setattr(strength, "shipped_ratings", lambda: reversed_ratings)
    assert all(strength.stars(bot) == 6 - count for bot, count in stars.items())


def test_a_damaged_shipped_ladder_is_a_bundle_error_naming_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / bundle.LADDER).write_text("[]", encoding="utf-8")
    monkeypatch.setattr(paths, "bundle_folder", lambda folder: tmp_path / folder)
    strength.shipped_ratings.cache_clear()
    try:
        with pytest.raises(paths.BundleError, match="ladder"):
            strength.shipped_ratings()
    finally:
        strength.shipped_ratings.cache_clear()


# ------------------------------------------------------------------------------------------------
# Picking them on the New game screen
# ------------------------------------------------------------------------------------------------


def _gallery(ui: UIDriver, scene: SetupScene, row: int) -> OpponentScene:
    ui.click(scene.rows[row].picker, frames=2)
    gallery = ui.top
    assert isinstance(gallery, OpponentScene)
    return gallery


def _card(gallery: OpponentScene, bot: str) -> OpponentCard:
    return next(c for c in gallery.cards if c.bot == bot)


def test_a_click_on_a_seats_emblem_opens_the_gallery_and_a_click_on_a_card_chooses(
    app: App, ui: UIDriver
) -> None:
    scene = open_setup(app, ui)
    gallery = _gallery(ui, scene, 2)
    assert [c.bot for c in gallery.cards] == opponent_names() and gallery.seat == 2
    ui.click(_card(gallery, "raider"), frames=2)
    assert ui.top is scene and scene.rows[2].level.value == "raider"
    assert scene.rows[2].name == "Alaric"  # the raider's own name
    assert scene.game_setup().seats[2].bot == "raider"


def test_the_keyboard_picks_an_opponent_and_esc_leaves_the_seat_as_it_was(app: App, ui: UIDriver) -> None:
    scene = open_setup(app, ui)
    scene.ui.set_focus(scene.rows[1].picker)
    ui.key(pygame.K_SPACE, frames=2)
    gallery = ui.top
    assert isinstance(gallery, OpponentScene) and gallery.ui.focus is _card(gallery, "medium")
    ui.key(pygame.K_ESCAPE, frames=2)
    assert ui.top is scene and scene.rows[1].level.value == "medium"
    ui.key(pygame.K_RETURN, frames=2)  # Enter on the focused emblem opens the gallery too
    gallery = ui.top
    assert isinstance(gallery, OpponentScene)
    ui.key(pygame.K_DOWN)  # medium -> the card under it (the second personality)
    ui.key(pygame.K_RIGHT)
    expected = opponent_names()[opponent_names().index("medium") + 3 + 1]
    assert gallery.ui.focus is _card(gallery, expected)
    ui.key(pygame.K_RETURN, frames=2)
    assert ui.top is scene and scene.rows[1].level.value == expected


def test_the_level_stepper_steps_on_to_the_personalities(app: App, ui: UIDriver) -> None:
    scene = open_setup(app, ui)
    row = scene.rows[3]
    assert row.level.value == "medium"
    scene.ui.set_focus(row.level)
    ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_RIGHT)
    first = PERSONALITIES[0]
    assert row.level.value == first.bot and row.name == first.seat_name()
    assert first.label() in row.level.tooltip_text()


def test_a_personality_seat_gets_its_name_and_the_others_keep_theirs(app: App, ui: UIDriver) -> None:
    scene = open_setup(app, ui)
    before = [r.name for r in scene.rows]
    scene.rows[2].choose("raider")
    assert (
        scene.rows[2].name == "Alaric" and scene.rows[1].name == before[1] and scene.rows[3].name == before[3]
    )
    scene.rows[3].choose("raider")  # a second raider keeps its own default name
    assert scene.rows[3].name == before[3]
    scene.rows[2].choose("hard")  # back to a level: the seat's default name again
    assert scene.rows[2].name == before[2]
    assert scene.rows[3].name == "Alaric"  # now the first raider at the table
    # a typed name is never replaced
    ui.click(scene.rows[1].name_input)
    ui.clear_field()
    ui.type_text("Nana")
    scene.rows[1].choose("hoarder")
    assert scene.rows[1].name == "Nana" and scene.rows[1].level.value == "hoarder"


def test_the_choice_is_remembered_with_the_last_setup_in_either_language(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    ui = UIDriver(app, wall_limit=120)
    scene = open_setup(app, ui)
    scene.rows[1].choose("fortress")
    scene.rows[3].choose("noisy")
    scene.start()
    ui.frames(2)
    assert isinstance(ui.top, TableScene)
    assert [s.bot for s in ui.top.session.setup.seats[1:]] == ["fortress", "medium", "noisy"]
    # after a restart, in Spanish: the same opponents, their names in Spanish
    setup_scene._last_setups.clear()
    app.update_settings(language="es")
    ui.frames(2)
    scene = open_setup(app, ui)
    assert [r.level.value for r in scene.rows[1:]] == ["fortress", "medium", "noisy"]
    i18n.set_language("es")
    assert scene.rows[1].name == personality("fortress").seat_name() and scene.rows[3].name == "Morgana"  # type: ignore[union-attr]
    assert level_label("fortress") == "Castellano"


# ------------------------------------------------------------------------------------------------
# At the table
# ------------------------------------------------------------------------------------------------


def test_the_log_words_a_personalitys_reasons_in_its_voice(app: App, ui: UIDriver) -> None:
    from citadels.ai import Reason
    from citadels.ai import messages as M
    from citadels.app.table.log import Entry
    from citadels.session import GameSession, GameSetup, SeatSetup

    seats = (
        SeatSetup("Ana", "human"),
        SeatSetup("Hermes", "bot", "rusher"),
        SeatSetup("Beatrice", "bot", "medium"),
    )
    table = TableScene(
        app, GameSession(GameSetup(seats, seed=3)), animate_history=False, bot_processes="never"
    )
    cheap = Reason(M.BUILD_CHEAP, {"district": "market"})
    said = {seat: table.log.line(Entry("reason", reason=cheap, seat=seat), 0)[1] for seat in (1, 2)}
    assert said[1].endswith("rushes the Market: cheap and quick")
    assert said[2].endswith("builds the Market: cheap districts complete the city sooner")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 576), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_card_of_the_gallery_says_all_of_how_its_opponent_plays(
    make_app, lang: str, size: tuple[int, int]
) -> None:  # type: ignore[no-untyped-def]
    """The descriptions are never cut: a long one is set smaller, never under the readable size."""
    from citadels.app import text
    from citadels.app.scenes.opponents import READABLE, opponent_description

    app = make_app(lang=lang, size=size)
    ui = UIDriver(app, wall_limit=120)
    gallery = _gallery(ui, open_setup(app, ui), 1)
    for card in gallery.cards:
        room, font = gallery.description_room(card)
        lines = text.wrap(opponent_description(card.bot), font, room.w)
        assert font >= min(READABLE, gallery.lay.small) and len(lines) * text.line_height(font) <= room.h, (
            card.bot,
            lines,
        )


def test_an_opponents_panel_shows_its_personality_badge_and_says_who_it_is(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from citadels.app.table import renderer as renderer_module
    from citadels.session import GameSession, GameSetup, SeatSetup

    seats = (
        SeatSetup("Ana", "human"),
        SeatSetup("Alaric", "bot", "raider"),
        SeatSetup("Beatrice", "bot", "medium"),
    )
    table = TableScene(
        app, GameSession(GameSetup(seats, seed=3)), animate_history=False, bot_processes="never"
    )
    app.push(table)
    drawn: list[str] = []
    real = renderer_module.emblem
    monkeypatch.setattr(renderer_module, "emblem", lambda bot, size: drawn.append(bot) or real(bot, size))
    table.renderer.invalidate()
    app.step([], 1 / 60)
    assert drawn == ["raider"]  # the raider's badge, on its own panel only
    assert (
        table.renderer.badge_room(1) > 0 and table.renderer.badge_room(2) == table.renderer.badge_room(0) == 0
    )
    tips = {seat: table.controls.zone_at(table.geo.seats[seat].name.center) for seat in (1, 2)}
    raider, medium = tips[1], tips[2]
    assert (
        raider is not None and "Alaric is played by the computer. Raider: Goes after the leader" in raider[2]
    )
    assert medium is not None and "Medium: a sound player" in medium[2]


def test_the_hint_keeps_its_plain_wording_at_a_table_of_personalities(app: App) -> None:
    """The Hint is Hard's advice to the player, not a personality's: no seat's voice colours it."""
    from citadels.ai import Reason
    from citadels.ai import messages as M
    from citadels.engine import EndTurn
    from citadels.session import GameSession, GameSetup, SeatSetup

    seats = (
        SeatSetup("Ana", "human", "rusher"),
        SeatSetup("Hermes", "bot", "rusher"),
        SeatSetup("Alaric", "bot", "raider"),
    )
    table = TableScene(
        app, GameSession(GameSetup(seats, seed=3)), animate_history=False, bot_processes="never"
    )
    table.show_hint(EndTurn(), Reason(M.BUILD_CHEAP, {"district": "market"}))
    assert (
        table.hint_line
        == "Hint: a strong player here builds the Market: cheap districts complete the city sooner"
    )
