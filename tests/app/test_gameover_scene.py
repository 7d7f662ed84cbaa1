"""The game-over screen, headless: winner, breakdown, tie-break sentence, chart, sound, buttons."""

from __future__ import annotations

import dataclasses
from functools import cache

import pygame
import pytest
from app_testlib import LANGS, SIZES

from citadels.app.demo import finished_session
from citadels.app.scenes.gameover import GameOverScene
from citadels.app.scenes.menu import MenuScene
from citadels.app.scores import segments, tie_break_text
from citadels.app.uidriver import UIDriver
from citadels.engine import rank_scores
from citadels.session import GameSession


@cache
def _finished(players: int, seed: int) -> GameSession:
    return finished_session(players, seed)


def finished(players: int = 4, seed: int = 1) -> GameSession:
    """A finished bot game (played once per test run, then copied)."""
    base = _finished(players, seed)
    state = base.state.clone(keep_history=True)  # type: ignore[union-attr]
    state.scores = list(base.state.scores or [])  # type: ignore[union-attr]
    return GameSession.from_state(base.setup, state, base.history)


def tied_session() -> GameSession:
    """A finished game whose two best totals are equal: the tie-break decides."""
    session = finished(4, 3)
    state = session.state
    assert state is not None and state.scores
    ranked = rank_scores(state.scores)
    top, second = ranked[0], ranked[1]
    bump = top.total - second.total
    patched = []
    for b in state.scores:
        if b.seat == second.seat:
            b = dataclasses.replace(
                b,
                districts=b.districts + bump,
                total=b.total + bump,
                tiebreak_rank=min(top.tiebreak_rank - 1, b.tiebreak_rank) or 1,
            )
        patched.append(b)
    state.scores = patched
    state.winner = rank_scores(patched)[0].seat
    return session


def test_the_scores_add_up_and_rows_are_ranked(app, ui) -> None:  # type: ignore[no-untyped-def]
    session = finished()
    scene = GameOverScene(app, session)
    app.push(scene)
    ui.frames(5)
    assert [b.seat for b in scene.scores] == [b.seat for b in rank_scores(session.scores)]
    assert scene.scores[0].seat == session.winner
    for b in scene.scores:
        assert sum(segments(b)) == b.total
    assert "gameover" in app.sound.played
    assert len(scene.row_rects) == len(scene.scores)
    assert scene.table_rect.contains(scene.row_rects[-1])


def test_tie_break_sentence(app, ui) -> None:  # type: ignore[no-untyped-def]
    session = tied_session()
    assert session.tie_break_decided
    line = tie_break_text(session)
    assert session.name(session.winner) in line and str(session.scores[0].total) not in ("",)
    scene = GameOverScene(app, session)
    app.push(scene)
    ui.frames(3)
    assert not tie_break_text(finished()) or finished().tie_break_decided


def test_bars_grow_then_hold(app, ui) -> None:  # type: ignore[no-untyped-def]
    scene = GameOverScene(app, finished())
    app.push(scene)
    ui.frame()
    assert scene.progress < 0.5
    ui.frames(150)
    assert scene.progress == 1.0


def test_tooltips_explain_cells(app, ui) -> None:  # type: ignore[no-untyped-def]
    scene = GameOverScene(app, finished())
    app.push(scene)
    ui.frames(2)
    assert scene.hotspots
    rect, tip = scene.hotspots[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    ui.frames(40)
    assert scene.hover_key is not None and scene.hover_key[1] == tip


def test_main_menu_button(app, ui) -> None:  # type: ignore[no-untyped-def]
    app.nav.menu()
    app.push(GameOverScene(app, finished()))
    ui.frames(2)
    scene = ui.top
    ui.click(scene.menu_button)
    assert isinstance(ui.top, MenuScene)
    assert len(app.manager) == 1


def test_escape_goes_to_the_menu(app, ui) -> None:  # type: ignore[no-untyped-def]
    app.nav.menu()
    app.push(GameOverScene(app, finished()))
    ui.frames(2)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, MenuScene)


def test_play_again_keeps_the_seats_with_a_new_deal(app, ui) -> None:  # type: ignore[no-untyped-def]
    from citadels.app.table.scene import TableScene

    session = finished()
    app.nav.menu()
    app.push(GameOverScene(app, session))
    ui.frames(2)
    ui.click(ui.top.play_again_button, frames=2)
    table = ui.top
    assert isinstance(table, TableScene)
    again = table.session
    assert again is not session
    assert again.setup.seats == session.setup.seats and again.setup.ruleset == session.setup.ruleset
    assert again.setup.seed is None and not again.game_over


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 7])
def test_draws_in_every_language_and_size(make_app, lang, size, players) -> None:  # type: ignore[no-untyped-def]
    app = make_app(lang=lang, size=size)
    ui = UIDriver(app)
    session = finished(players, 5)
    scene = GameOverScene(app, session)
    app.push(scene)
    ui.frames(3)
    screen = app.screen.get_rect()
    for rect in (scene.table_rect, scene.chart_rect, scene.play_again_button.rect, scene.menu_button.rect):
        assert screen.contains(rect), rect
    assert not scene.table_rect.colliderect(scene.play_again_button.rect)
    assert not scene.chart_rect.colliderect(scene.play_again_button.rect)
    assert scene.columns[-1][1] + scene.columns[-1][2] <= scene.table_rect.right


def test_every_unique_district_shows_in_the_breakdown(app, ui) -> None:  # type: ignore[no-untyped-def]
    """University (8 points), Haunted City standing in for a type, Imperial Treasury and Map Room:
    the Unique column counts all of them (it showed "–" for a University), and the row adds up."""
    from citadels.app.scores import cell_values
    from citadels.engine.cards import KINDS
    from citadels.engine.scoring import score_player
    from tests.engine.scenario import Scenario

    s = (
        Scenario(players=4)
        .gold(0, 5)
        .hand(0, "manor", "tavern")
        .city(0, "university", "haunted_city", "imperial_treasury", "map_room", "manor", "temple", "tavern")
        .city(1, "dragon_gate")
        .characters({0: "king"})
        .turn("king", True)
        .build()
    )
    b = score_player(s, s.players[0])
    values = cell_values(b)
    own = sum(KINDS[n].points for n in ("university", "haunted_city", "imperial_treasury", "map_room"))
    assert own >= 8 + 3 * 2
    assert values["unique"] == own + 5 + 2  # their points, +5 gold (Treasury), +2 cards (Map Room)
    assert values["districts"] == 3 + 1 + 1  # manor, temple, tavern
    assert values["five"] == 3 and b.haunted_stand_in  # no military district: the Haunted City stood in
    assert values["districts"] + values["five"] + values["completion"] + values["unique"] == b.total
    lone = score_player(s, s.players[1])
    assert cell_values(lone)["unique"] == 8 and cell_values(lone)["districts"] == 0

    session = finished()
    scene = GameOverScene(app, session)
    app.push(scene)
    ui.frames(2)
    tip = scene._cell_tip("unique", b)
    for district in ("University", "Haunted City", "Imperial Treasury", "Map Room"):
        assert district in tip
    assert "+5" in tip and "+2" in tip
    assert "Haunted City" in scene._cell_tip("five", b)


def test_a_unique_districts_own_points_do_not_read_as_a_bonus() -> None:
    """Issue 30: "Unique +6" for a Great Wall read as a bonus; its 6 points are shown as points, and
    only a real bonus (Imperial Treasury, Map Room) takes a "+"."""
    from citadels.app.scores import cell_text
    from citadels.engine.scoring import score_player
    from tests.engine.scenario import Scenario

    s = (
        Scenario(players=4)
        .gold(1, 3)
        .city(0, "great_wall", "manor")
        .city(1, "imperial_treasury")
        .characters({0: "king"})
        .turn("king", True)
        .build()
    )
    wall = score_player(s, s.players[0])
    assert cell_text("unique", wall) == "6"
    assert cell_text("districts", wall) == "3"
    assert cell_text("five", wall) == "–"
    treasury = score_player(s, s.players[1])
    assert cell_text("unique", treasury) == "4 +3"  # its own 4 points, then 3 gold of bonus
    assert cell_text("unique", score_player(s, s.players[2])) == "–"


def test_the_artists_gold_counts_in_each_districts_points() -> None:
    """Dark City: a district with the Artist's gold scores one more, in the breakdown and per district."""
    from citadels.app.scores import cell_values
    from citadels.engine.scoring import score_player
    from tests.engine.scenario import Scenario

    s = (
        Scenario(players=4)
        .city(0, "manor", "temple", "university")
        .artist_gold(0, "manor", "university")
        .characters({0: "king"})
        .turn("king", True)
        .build()
    )
    b = score_player(s, s.players[0])
    assert dict(b.city_points) == {"manor": 4, "temple": 1, "university": 9}
    assert b.adorned_points == 2
    assert cell_values(b)["districts"] == 5 and cell_values(b)["unique"] == 9
    assert sum(v for k, v in cell_values(b).items() if k != "total") == b.total
    assert "+2" in GameOverScene._cell_tip(None, "districts", b)  # type: ignore[arg-type]


@pytest.mark.parametrize(("lang", "letter"), [("en", "P"), ("es", "J")])
def test_enter_does_not_skip_the_results_play_again_has_its_own_key(make_app, lang, letter) -> None:  # type: ignore[no-untyped-def]
    from citadels.app.table.scene import TableScene

    app = make_app(lang=lang)
    ui = UIDriver(app)
    app.nav.menu()
    scene = GameOverScene(app, finished())
    app.push(scene)
    ui.frames(2)
    for key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        ui.key(key, frames=2)
        assert ui.top is scene  # still the results
    button = scene.play_again_button
    assert button.shortcut_label == letter and f" {letter})" in button.tooltip_text()
    assert len({b.shortcut for b in (button, scene.review_button, scene.log_button, scene.menu_button)}) == 4
    ui.key(pygame.key.key_code(letter.lower()), frames=2)
    assert isinstance(ui.top, TableScene)


def test_9_4_the_2016_uniques_bonuses_show_in_the_breakdown() -> None:
    """The score breakdown and the review (`scores.unique_lines`) name each 2016 unique's bonus: the
    Basilica's odd costs, the Secret Vault in hand."""
    from citadels.app.scores import cell_values, unique_lines
    from citadels.engine.scoring import score_player
    from citadels.text import i18n
    from tests.engine.scenario import Scenario

    i18n.set_language("en")
    deck = ("basilica", "capitol", "ivory_tower", "monument", "secret_vault", "statue", "wishing_well",
            "gold_mine", "park", "poor_house", "stables", "quarry", "smithy", "library")  # fmt: skip
    s = (
        Scenario(players=4)
        .uniques(*deck)
        .city(0, "basilica", "temple", "manor")
        .hand(0, "secret_vault")
        .build()
    )
    b = score_player(s, s.players[0])
    lines = unique_lines(b)
    assert (
        "Basilica: 4 points" in lines and "Basilica: +2 bonus" in lines and "Secret Vault: +3 bonus" in lines
    )
    assert cell_values(b)["unique"] == 4 + 2 + 3
