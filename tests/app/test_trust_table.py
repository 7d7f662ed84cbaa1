"""Trust at the table: targets that only hurt yourself are dimmed with a reason; the log follows the
language; the finished game's log shows everything, with the bots' full reasons."""

from __future__ import annotations

from typing import Any

from citadels import i18n
from citadels.ai import Reason, make_bot
from citadels.ai import messages as M
from citadels.app.scenes.gamelog import GameLogScene
from citadels.app.table.log import build_log
from citadels.app.table.model import murder_choice, rob_choice
from citadels.engine import Murder, Rob
from citadels.session import GameSession, GameSetup, SeatSetup, reasons_by_event
from tests.engine.scenario import Scenario


def test_murdering_or_robbing_your_own_other_character_is_dimmed_with_a_reason() -> None:
    i18n.set_language("en")
    murderer = Scenario(players=3).characters(
        {0: ("assassin", "king"), 1: "merchant", 2: ("thief", "bishop")}
    )
    state = murderer.turn("assassin", gathered=True).build()
    view, legal, why = state.view(0), list(state.legal_actions()), state.why_not
    assert Murder(4) in legal  # the rules allow it ...
    own = murder_choice(view, 4, why)
    assert not own.enabled and "other character" in own.reason  # ... the table advises against it
    assert murder_choice(view, 6, why).enabled
    thief = Scenario(players=3).characters({0: ("thief", "king"), 1: "merchant", 2: ("assassin", "bishop")})
    state = thief.turn("thief", gathered=True).build()
    view, legal, why = state.view(0), list(state.legal_actions()), state.why_not
    assert Rob(4) in legal
    own = rob_choice(view, 4, why)
    assert not own.enabled and "other character" in own.reason
    assert rob_choice(view, 6, why).enabled
    i18n.set_language("es")
    assert "otro personaje" in rob_choice(view, 4, why).reason


def _finished(seed: int = 4) -> GameSession:
    seats = tuple(SeatSetup(n, "bot", "medium") for n in ("Ana", "Bruno", "Carmen", "Diego"))
    session = GameSession(GameSetup(seats, seed=seed))
    bots = [make_bot("medium", seed + i) for i in range(4)]
    while not session.game_over:
        seat = session.to_move
        action = bots[seat].choose(session.view(seat), session.legal(seat))
        session.submit(seat, action, reason=bots[seat].last_reason)
    return session


def test_switching_the_language_redraws_the_whole_log_in_the_new_language() -> None:
    session = _finished()
    book = build_log(session)
    i18n.set_language("en")
    english = [said for _s, said, _e in book.lines(None)]
    book.render(None, 400, 14)
    i18n.set_language("es")
    spanish = [said for _s, said, _e in book.lines(None)]
    assert len(spanish) == len(english) and spanish != english
    assert any(line.startswith("Ronda") for line in spanish) and not any(
        line.startswith("Round") for line in spanish
    )
    # the drawn surface is rebuilt too (its cache follows the language)
    before = book._key
    book.render(None, 400, 14)
    assert book._key != before
    i18n.set_language("en")


def test_the_finished_games_log_tells_everything_and_the_bots_reasons_in_full() -> None:
    i18n.set_language("en")
    session = _finished()
    during = build_log(session)
    after = build_log(session, full=True)
    # during the game: the characters chosen are hidden and no reason names a bot's hand
    assert not any("takes the" in said for s, said, _e in during.lines(None) if s == "reason")
    assert any(said.endswith("chooses a character.") for _s, said, _e in during.lines(None))
    # afterwards: who chose what, and every reason in full
    full = after.lines(None)
    assert any(" chooses the " in said for _s, said, _e in full)
    reasons = [said for s, said, _e in full if s == "reason"]
    # every reason, once, under its action (a Magician's exchange picked card by card: one reason)
    placed = reasons_by_event(session.actions, session.history)
    assert len(reasons) == sum(len(v) for v in placed.values())
    assert len(reasons) >= sum(
        1 for r in session.actions if r.reason is not None and r.anchor(session.history) >= 0
    )
    assert any(said.startswith("takes the ") for said in reasons)  # the draft reasons


def test_the_game_log_screen_opens_from_the_game_over_screen(make_app: Any) -> None:
    from citadels.app.scenes.gameover import GameOverScene
    from citadels.app.uidriver import UIDriver

    app = make_app(lang="es")
    ui = UIDriver(app)
    session = _finished(9)
    over = GameOverScene(app, session)
    app.push(over)
    ui.frames(2)
    ui.click(over.log_button, frames=2)
    scene = ui.top
    assert isinstance(scene, GameLogScene)
    assert scene.panel_widget.lines and scene.panel_widget.max_offset > 0
    assert len(scene.panel_widget.lines) == len(scene.book.lines(None))  # the whole game, not the last lines
    app.update_settings(language="en") if hasattr(app, "update_settings") else i18n.set_language("en")
    ui.frames(2)
    assert any(said.startswith("Round") for _s, said, _e in scene.book.lines(None))
    ui.key(__import__("pygame").K_ESCAPE)
    assert ui.top is over


def test_an_undeclared_reason_shows_only_after_the_game() -> None:
    session = _finished(2)
    secret = Reason("holds the {district}", {"district": "manor"})
    record = next(r for r in session.actions if r.reason is not None)
    session.actions[session.actions.index(record)] = type(record)(
        record.seat, record.action, record.first_event, record.events, secret
    )
    i18n.set_language("en")
    assert not any("holds the Manor" in said for _s, said, _e in build_log(session).lines(None))
    assert any("holds the Manor" in said for _s, said, _e in build_log(session, full=True).lines(None))
    assert M.reveals(secret.key) == M.SECRETS


def test_the_hot_seat_table_during_a_bot_turn_is_public(make_app: Any) -> None:
    from citadels.app.screenshots import build_screenshot_scene
    from citadels.app.uidriver import UIDriver

    app = make_app()
    scene = build_screenshot_scene("hotseat", app)
    app.push(scene)
    UIDriver(app).frames(3)
    assert len(scene.humans) == 2 and not scene.session.is_human(scene.session.to_move)
    assert scene.viewer is None and not scene.private_visible()
    assert not [i for i in scene.items if i.key[0] in ("hand", "pick", "keep")]
    assert any(e.kind == "reason" for e in scene.log.entries)  # the bots' public reasons are there
