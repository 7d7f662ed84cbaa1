"""The review of a finished game, headless: opened from the game-over screen, stepped by keys,
buttons and the round slider, every hand and character face up as the engine had them, read-only."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pygame
import pytest
from app_testlib import LANGS, SIZES

from citadels.app.demo import demo_setup, finished_session, play_until
from citadels.app.main import render_scene_to_file
from citadels.app.replay import NotThisGame, Replay
from citadels.app.scenes import review as review_module
from citadels.app.scenes.gameover import GameOverScene
from citadels.app.scenes.review import ReviewScene
from citadels.engine import GameState, new_game_with_events
from citadels.engine.presets_2016 import PRESETS_2016
from citadels.session import GameSession


def straight_replay(session: GameSession, step: int) -> GameState:
    """The engine state after `step` actions, replayed here independently of `Replay`."""
    state, _events = new_game_with_events(session.setup.config(), session.seed)
    for record in session.actions[:step]:
        state.apply(record.action, seat=record.seat)
    return state


def open_review(app, ui, players: int = 4, seed: int = 1) -> tuple[GameSession, ReviewScene]:  # type: ignore[no-untyped-def]
    session = finished_session(players, seed)
    app.push(GameOverScene(app, session))
    ui.frames(2)
    ui.key(pygame.K_r, unicode="r", frames=2)
    scene = ui.top
    assert isinstance(scene, ReviewScene)
    return session, scene


def test_review_opens_from_the_game_over_screen_at_the_end(app, ui) -> None:  # type: ignore[no-untyped-def]
    session, scene = open_review(app, ui)
    assert scene.replay is not None and scene.step == scene.last == len(session.actions)
    assert scene.scores() is not None  # the end: the cities with their points
    ui.key(pygame.K_ESCAPE, frames=2)
    assert isinstance(ui.top, GameOverScene)
    ui.click(ui.top.review_button, frames=2)  # the button too
    assert isinstance(ui.top, ReviewScene)


def test_keys_step_by_move_and_by_round(app, ui) -> None:  # type: ignore[no-untyped-def]
    _session, scene = open_review(app, ui)
    replay = scene.replay
    assert replay is not None and replay.rounds >= 3
    ui.key(pygame.K_HOME)
    assert scene.step == 0
    ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_RIGHT)
    assert scene.step == 2
    ui.key(pygame.K_LEFT)
    assert scene.step == 1
    ui.key(pygame.K_PAGEDOWN)
    assert scene.step == replay.round_start(2) and replay.round_of(scene.step) == 2
    ui.key(pygame.K_DOWN)
    assert scene.step == replay.round_start(3)
    ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_PAGEUP)  # inside round 3: back to its start
    assert scene.step == replay.round_start(3)
    ui.key(pygame.K_UP)  # at its start: the round before
    assert scene.step == replay.round_start(2)
    ui.key(pygame.K_END)
    assert scene.step == scene.last
    ui.key(pygame.K_RIGHT)  # nothing past the end
    assert scene.step == scene.last
    assert not scene.buttons["next"].enabled and scene.buttons["previous"].enabled
    ui.key(pygame.K_HOME)
    ui.key(pygame.K_LEFT)
    assert scene.step == 0 and not scene.buttons["previous"].enabled


def test_buttons_and_slider(app, ui) -> None:  # type: ignore[no-untyped-def]
    _session, scene = open_review(app, ui)
    replay = scene.replay
    assert replay is not None and scene.slider is not None
    ui.click(scene.buttons["first"])
    assert scene.step == 0
    ui.click(scene.buttons["next"])
    assert scene.step == 1
    ui.click(scene.buttons["next_round"])
    assert scene.step == replay.round_start(2)
    ui.click(scene.buttons["previous"])
    assert scene.step == replay.round_start(2) - 1
    ui.click(scene.buttons["last"])
    assert scene.step == replay.last
    for rnd in (1, replay.rounds // 2, replay.rounds):
        x = scene.slider._x_of(replay.round_start(rnd))
        ui.click((x, scene.slider.rect.centery))
        assert scene.step == replay.round_start(rnd), rnd
    # dragging along the track moves round by round
    start = (scene.slider._x_of(replay.round_start(1)), scene.slider.rect.centery)
    end = (scene.slider._x_of(replay.round_start(3)), scene.slider.rect.centery)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    ui.frames(1)
    assert scene.step == replay.round_start(3)


@pytest.mark.parametrize("players", [3, 5, 7])
def test_the_shown_hands_and_characters_are_the_engines_at_every_step(app, ui, players: int) -> None:  # type: ignore[no-untyped-def]
    session = finished_session(players, 2)
    scene = ReviewScene(app, session, step=0)
    app.push(scene)
    ui.frames(1)
    assert scene.replay is not None
    steps = sorted(
        {0, 1, 2, scene.last // 3, scene.last // 2, scene.last - 1, scene.last, *range(0, scene.last, 17)}
    )
    for step in steps:
        scene.go_to(step)
        ui.frames(1)  # drawn without error at this step
        state = straight_replay(session, step)
        for shown, player in zip(scene.seats(), state.players, strict=True):
            assert shown.hand == tuple(c.kind.name for c in player.hand), (step, shown.seat)
            assert shown.city == tuple(c.kind.name for c in player.city), (step, shown.seat)
            assert shown.characters == tuple(player.chars), (step, shown.seat)
            assert shown.gold == player.gold
            assert shown.crown == (state.crown == player.seat)
    # the log grows with the steps and is whole at the end
    scene.go_to(0)
    first = len(scene.shown_entries())
    scene.go_to(scene.last)
    assert first < len(scene.shown_entries()) == len(scene.book.entries)


def test_the_bots_full_reasons_are_beside_their_moves(app, ui) -> None:  # type: ignore[no-untyped-def]
    _session, scene = open_review(app, ui)
    seen = 0
    for step in range(1, scene.last + 1):
        scene.go_to(step)
        record = scene.replay.record(step) if scene.replay else None
        if record is not None and record.reason is not None:
            reasons = [e for e in scene.step_entries() if e.kind == "reason"]
            if reasons:
                assert reasons[0].reason is record.reason
                assert scene.book.full  # the full reason, not its public part
                said = scene.book.line(reasons[0], None)[1]
                if scene.scores() is None:  # the last move's header says who won instead
                    assert said and said in scene._step_text()
                seen += 1
    assert seen > 20


def test_the_header_at_the_end_says_who_won_not_the_last_move(app, ui) -> None:  # type: ignore[no-untyped-def]
    session, scene = open_review(app, ui)
    scene.go_to(scene.last)
    ui.frames(1)
    scores = scene.scores()
    assert scores
    winner = max(scores, key=lambda b: b.total)
    said = scene._step_text()
    assert said == f"Game over. {session.name(winner.seat)} wins with {winner.total} points."
    last_reason = [scene.book.line(e, None)[1] for e in scene.step_entries() if e.kind == "reason"]
    assert all(reason not in said for reason in last_reason if reason)


def test_nothing_can_be_submitted(app, ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    session, scene = open_review(app, ui)
    calls: list[object] = []
    monkeypatch.setattr(GameSession, "submit", lambda *a, **k: calls.append(a))
    monkeypatch.setattr(GameState, "apply", lambda *a, **k: calls.append(a))
    actions, events = len(session.actions), len(session.history)
    assert not hasattr(scene, "act") and not hasattr(scene, "controllers")
    for key in (pygame.K_HOME, pygame.K_RETURN, pygame.K_SPACE, pygame.K_1, pygame.K_b, pygame.K_RIGHT, pygame.K_TAB,
                pygame.K_RETURN, pygame.K_d, pygame.K_END):  # fmt: skip
        ui.key(key)
    w, h = app.size
    for x in range(20, w, 90):
        for y in range(20, h - 80, 70):  # everywhere but the Back button row
            ui.click((x, y))
            assert isinstance(ui.top, ReviewScene)
    assert calls == [] and len(session.actions) == actions and len(session.history) == events
    assert session.game_over


def test_an_action_list_that_does_not_replay_is_reported_not_crashed(app, ui) -> None:  # type: ignore[no-untyped-def]
    session = finished_session(4, 1)
    record = session.actions[5]
    session.actions[5] = dataclasses.replace(
        record, seat=(record.seat + 1) % session.players
    )  # not that seat's move
    with pytest.raises(NotThisGame, match="action 6 of the replay"):
        Replay(session)
    scene = ReviewScene(app, session)
    app.push(scene)
    ui.frames(2)
    assert scene.replay is None and scene.error
    ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_ESCAPE)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES)
def test_review_renders_in_both_languages_and_sizes(tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    for name in ("review", "review_end"):
        out = render_scene_to_file(name, tmp_path / f"{name}.png", size, lang, 6 if size[0] > 1500 else 4, 1)
        image = pygame.image.load(str(out))
        assert image.get_size() == size
        colours = {
            tuple(image.get_at((x, y)))[:3] for x in range(0, size[0], 97) for y in range(0, size[1], 89)
        }
        assert len(colours) > 20


def test_a_dark_city_game_reviews_with_its_own_characters(app, ui) -> None:  # type: ignore[no-untyped-def]
    from citadels.app.demo import demo_setup, play_until

    session = GameSession(dataclasses.replace(demo_setup(5, 4), characters="darkcity"))
    play_until(session, lambda s: s.game_over)
    scene = ReviewScene(app, session)
    app.push(scene)
    ui.frames(1)
    assert scene.replay is not None and scene.step == scene.last
    names = {spec.name for spec in session.state.rules.characters}  # type: ignore[union-attr]
    for step in range(0, scene.last + 1, 11):
        scene.go_to(step)
        ui.frames(1)
        state = straight_replay(session, step)
        for shown, player in zip(scene.seats(), state.players, strict=True):
            assert shown.hand == tuple(c.kind.name for c in player.hand)
            assert shown.characters == tuple(player.chars)
            assert {scene._char_name(r) for r in shown.characters} <= names


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_move_line_never_runs_into_the_characters_out_of_play(make_app, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """In Spanish the header's move line and its reason ran up to "Fuera de juego:" with no gap
    (move 10, "…el mejor distrito que puede pagar"). At every length, up to one far too long for the
    header, the line keeps clear of the characters out of play: whole, wrapped or cut with "…"."""
    app = make_app(lang="es", size=size)
    session = finished_session(4, 1)
    scene = ReviewScene(app, session, step=10)
    app.push(scene)
    app.run_frames(1)
    surface = pygame.Surface(size)
    reason = ("Beatriz construye Ayuntamiento (5 de oro). · ¡Beatriz completa su ciudad antes que nadie! Esta es la última ronda."
              " — construye Ayuntamiento, el mejor distrito que puede pagar, y completa su ciudad antes que nadie")  # fmt: skip
    for end in range(40, len(reason) + 1, 3):
        scene._step_text = lambda end=end: reason[:end]  # type: ignore[method-assign]
        scene.draw(surface)
        said, aside = scene.step_text_rect, scene.aside_rect
        assert aside.w > 0 and said.w > 0
        assert said.right + scene.lay.px(12) <= aside.x, (end, said, aside)
        assert scene.header_rect.contains(said) and scene.header_rect.contains(aside)


def test_the_score_breakdown_at_the_end_is_never_shrunk_to_fit(app, ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """ "Districts 12 · 5 types +0 · complete +0 · unique 0" goes on two lines in a narrow column
    rather than shrinking to 9 px (1280x720, found by a play-tester)."""
    from citadels.app import text
    from citadels.app.scenes import review

    _session, scene = open_review(app, ui)
    drawn: list[tuple[str, int, int | None]] = []
    real = review.text.draw_text

    def spy(surface, message, pos, size, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append((message, size, kwargs.get("max_width")))
        return real(surface, message, pos, size, *args, **kwargs)

    monkeypatch.setattr(review.text, "draw_text", spy)
    scene.invalidate_layers()  # the still part is drawn once per move: draw it again, spied on
    scene.draw(app.screen)
    parts = [(m, size, room) for m, size, room in drawn if "+" in m and ("Districts" in m or "complete" in m)]
    assert parts, drawn
    for message, size, room in parts:
        assert size >= 12 and room is not None and text.text_size(message, size)[0] <= room, (
            message,
            size,
            room,
        )


def test_9_4_the_review_counts_the_cards_under_the_museum_on_its_tile(app, ui, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """RULES.md §9.4, §9.11: as on the table, the Museum's tile in the review carries the number of
    cards under it (public), at every step (a seeded game where a Museum holds 4 cards)."""
    uniques = ",".join(PRESETS_2016["vicious-nobles"].uniques)
    session = GameSession(demo_setup(4, 3, humans=0, characters="vicious-nobles", uniques=uniques))
    play_until(session, lambda s: s.game_over)
    replay = Replay(session)
    counts = [len(replay.state(k).museum_cards) for k in range(len(replay.states))]
    step = max(range(len(counts)), key=lambda k: (counts[k], -k))  # the first step with the most cards
    assert counts[step] >= 2
    state = replay.state(step)
    owner = next(p.seat for p in state.players if any(c.kind.name == "museum" for c in p.city))
    for seat in replay.seats(step):
        expected = tuple(counts[step] if seat.seat == owner and name == "museum" else 0 for name in seat.city)
        assert seat.stored == expected
    drawn: list[tuple[str, int]] = []
    tile = review_module.gfx.district_tile

    def spy(name: str, size: tuple[int, int], **kw: object) -> pygame.Surface:
        drawn.append((name, int(kw.get("stored", 0))))  # type: ignore[call-overload]
        return tile(name, size, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(review_module.gfx, "district_tile", spy)
    scene = ReviewScene(app, session)
    app.push(scene)
    ui.frames(1)
    scene.go_to(step)
    ui.frames(2)
    assert ("museum", counts[step]) in drawn
