"""Everything fits from the smallest window allowed up to 1920x1080 (issue 12, issue 10's 8 players).

* Every scene (see textfit.py: menu, new game and its dialogs, settings, rules, saved games, the
  table in each main decision up to 8 players with Dark City and full cities, hand-off, game over,
  game log, review, pause menu, a confirmation, the tutorial once the game has one) is drawn at
  ``MIN_WINDOW`` and at 1920x1080 in both languages with the text functions instrumented: no line
  runs out of its box or the screen, no district, character or button name is cut with "…", no two
  lines cross.
* The table's geometry for 2-8 players at the sizes that matter: panels on screen and apart, every
  city of a complete size in tiles tall enough to read, the stage tall enough for a decision.
* The card preview and the hint: the raised recommended card leaves the hint's text alone, the
  preview of a drawn card hides neither the other card nor runs off the screen.
"""

from __future__ import annotations

import pygame
import pytest
import textfit
from table_renders import STATES, _scene
from table_renders import render as render_state

from citadels.app.app import App
from citadels.app.table.layout import STAGE_MIN_H, TRACK_NAME_GAP, compute_geo, place_beside
from citadels.app.table.scene import TableScene
from citadels.engine import PickCharacter
from citadels.system.settings import MIN_WINDOW, Settings

SIZES = [MIN_WINDOW, (1920, 1080)]
LANGS = ["en", "es"]


def _once_in_the_fast_tier(scene: str, size: tuple[int, int], lang: str, fast: bool) -> object:
    """make check draws each scene once (the combination ``fast``); make test draws them all."""
    marks = () if fast else (pytest.mark.slow,)
    return pytest.param(scene, size, lang, marks=marks, id=f"{scene}-{size[0]}x{size[1]}-{lang}")


#: Scenes the fast tier has drawn already in another state: the review's coach tab of a hot-seat game
#: (another whole game to analyse) and the list of its choices.
DRAWN_AS_ANOTHER = {"review_hotseat", "review_coach_list"}


# the fast tier: every scene in Spanish, the longer language, in the smallest window
@pytest.mark.parametrize(
    ("scene", "size", "lang"),
    [
        _once_in_the_fast_tier(
            scene, size, lang, fast=(size, lang) == (MIN_WINDOW, "es") and scene not in DRAWN_AS_ANOTHER
        )
        for scene in textfit.scenes()
        for size in SIZES
        for lang in LANGS
    ],
)
def test_no_text_overflows(scene: str, size: tuple[int, int], lang: str) -> None:
    found = textfit.check(scene, size, lang)
    assert not found.all(), "\n".join(found.all())


@pytest.mark.slow  # every scene again, at 1280x720 in both languages
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("scene", list(textfit.scenes()))
def test_every_text_a_player_reads_is_12px_at_1280x720(scene: str, lang: str) -> None:
    """Issue 20: at 1280x720 the character line showed "As…", a zoomed card's text was ~9 px, the
    track's and the seats' small print 11 px. Every text a player reads is at least 12 px there (the
    figures inside icons aside) and fits as everywhere else; no name on a card is cut."""
    found = textfit.check(scene, (1280, 720), lang, least=textfit.LEAST_AT_1280)
    assert not found.all(), "\n".join(found.all())


def test_the_probe_catches_a_cut_name_a_clipped_line_and_crossing_lines() -> None:
    """The instrument itself: each kind of defect is reported (so the test above can fail)."""
    from citadels.app import text
    from citadels.text import i18n

    pygame.init()
    i18n.set_language("es")
    try:
        surface = pygame.Surface((200, 60))
        probe = textfit.TextProbe(allowed_cuts={"Ana Fernández de la Torre"})
        with probe.active():
            text.draw_text(surface, "Patio de los Milagros", (0, 0), 15, (0, 0, 0), max_width=80)
            text.draw_text(surface, "Oro", (190, 40), 15, (0, 0, 0))
            text.draw_text(surface, "12", (0, 30), 15, (0, 0, 0))
            text.draw_text(surface, "3/7", (6, 31), 15, (0, 0, 0))
            text.draw_text(
                surface, "Ana Fernández de la Torre", (100, 0), 15, (0, 0, 0), max_width=60
            )  # a player's name may be cut
        assert len(probe.findings.cut) == 1 and "Patio" in probe.findings.cut[0]
        assert len(probe.findings.clipped) == 1 and "Oro" in probe.findings.clipped[0]
        assert len(probe.findings.overlapping) == 1 and "3/7" in probe.findings.overlapping[0]
    finally:
        i18n.set_language("en")


def test_the_probe_catches_small_text_but_not_an_icons_figure_and_a_name_cut_on_a_card() -> None:
    from citadels.app import cardart, text
    from citadels.text import i18n

    pygame.init()
    i18n.set_language("en")
    surface = pygame.Surface((300, 200))
    probe = textfit.TextProbe(least=12)
    with probe.active():
        text.draw_text(surface, "Bank", (0, 0), 11, (0, 0, 0))
        text.draw_text(surface, "Deck", (0, 40), 12, (0, 0, 0))
        cardart._draw_coin(5, 14)  # its figure is a picture: not counted
        cardart._banner_text(surface, pygame.Rect(0, 80, 16, 12), "Assassin", size=10)  # "As…"
    assert probe.findings.small[0] == "'Bank' at 11px" and not any("Deck" in s for s in probe.findings.small)
    assert not any("'5'" in s for s in probe.findings.small)
    assert any("Assassin" in c for c in probe.findings.cut)


# ------------------------------------------------------------------------------------------------
# The geometry of the table
# ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "size", [MIN_WINDOW, (1280, 720), (1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}"
)
@pytest.mark.parametrize("players", range(2, 9))
def test_every_city_fits_readably(players: int, size: tuple[int, int]) -> None:
    completion = 8 if players <= 3 else 7
    chars = 2 if players <= 3 else 1
    ranks = 9 if players >= 4 else 8
    g = compute_geo(size, players, 0, completion, chars, ranks)
    screen = pygame.Rect((0, 0), size)
    panels = [box.panel for box in g.seats.values()]
    for rect in [*panels, g.track, g.stage, g.log, g.log_body, *g.slots]:
        assert screen.contains(rect), rect
    for i, a in enumerate(panels):
        assert all(not a.colliderect(b) for b in panels[i + 1 :]), "seat panels overlap"
        assert not a.colliderect(g.track) and not a.colliderect(g.stage) and not a.colliderect(g.log)
    assert not g.stage.colliderect(g.log) and not g.track.colliderect(g.log)
    assert g.stage.h >= g.px(STAGE_MIN_H) - 1
    for seat, box in g.seats.items():
        # a complete city and the district about to land, in tiles tall and wide enough for a name
        tiles = box.tile_rects(completion, completion)
        assert len(tiles) == completion + 1
        for t in tiles:
            assert box.tiles.inflate(1, 1).contains(t), (seat, t, box.tiles)
            assert t.h >= g.px(15), f"tiles {t.h}px tall for seat {seat}"
            assert t.w >= g.px(110), f"tiles {t.w}px wide for seat {seat}"
        assert all(not a.colliderect(b) for i, a in enumerate(tiles) for b in tiles[i + 1 :])


def test_a_short_city_gets_whole_width_tiles_and_a_long_one_columns() -> None:
    g = compute_geo((1280, 720), 4, 0, 7, 1)
    box = g.seats[1]
    assert {t.w for t in box.tile_rects(3, 7)} == {box.tiles.w}  # "Patio de los Milagros" has the room
    assert len({t.x for t in box.tile_rects(7, 7)}) == 2


def test_the_preview_goes_where_it_hides_nothing() -> None:
    bounds = pygame.Rect(0, 0, 1000, 700)
    left, right = pygame.Rect(400, 300, 80, 120), pygame.Rect(500, 300, 80, 120)
    spot, covered = place_beside((200, 300), left, bounds, [right], 10)
    assert covered == 0 and spot.right <= left.x and bounds.contains(spot)
    low = pygame.Rect(900, 600, 80, 90)  # at the bottom right corner: kept on screen
    spot, _ = place_beside((200, 300), low, bounds, [], 10)
    assert bounds.contains(spot) and not spot.colliderect(low)


# ------------------------------------------------------------------------------------------------
# The hint and the preview on the real table
# ------------------------------------------------------------------------------------------------


def _keep_scene(app: App, hint: bool, players: int = 4) -> object:
    """Seat 0 keeps one of two drawn cards (with 8 players: Dark City, the smallest stage)."""
    from table_renders import NAMES

    from citadels.engine import Decision, DrawCards
    from citadels.session import GameSession, GameSetup, SeatSetup
    from tests.engine.scenario import Scenario

    scenario = Scenario(players=players, seed=3)
    characters = "darkcity" if players == 8 else "classic"
    if players == 8:
        scenario = scenario.line_up("darkcity")
    state = (
        scenario.characters({0: "emperor" if players == 8 else "king"})
        .deck_top("palace", "temple")
        .turn(4)
        .build()
    )
    seats = tuple(SeatSetup(NAMES[i], "human" if i == 0 else "bot", "greedy") for i in range(players))
    session = GameSession.from_state(GameSetup(seats, characters=characters), state)
    session.submit(0, DrawCards())
    assert session.decision == Decision.KEEP
    scene = _scene(app, session)
    app.push(scene)
    app.step([], 0.0)
    if hint:
        legal = session.legal(0)
        scene.hint = (
            legal[0],
            "a reason long enough to take the second line of the stage, as a strong player would explain it",
        )
        scene.controls.invalidate()
    app.step([], 0.0)
    return scene


@pytest.mark.parametrize("players", [4, 8])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [MIN_WINDOW, (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_raised_recommended_card_leaves_the_hint_readable(
    size: tuple[int, int], lang: str, players: int
) -> None:
    app = App(
        headless=True,
        size=size,
        settings=Settings(language=lang, window_size=size, sound=False),
        persist=False,
    )
    try:
        scene = _keep_scene(app, hint=True, players=players)
        hinted = [i for i in scene.items if i.hint]  # type: ignore[attr-defined]
        assert hinted and scene.controls.prompt_hint  # type: ignore[attr-defined]
        text_rect = scene.renderer.prompt_text  # type: ignore[attr-defined]
        assert text_rect is not None
        for item in scene.items:  # type: ignore[attr-defined]
            raised = item.rect.move(0, -int(item.rect.h * item.lift))
            assert not raised.colliderect(text_rect), f"{item.key} at {raised} covers the hint {text_rect}"
    finally:
        app.manager.clear()
        app.close()


@pytest.mark.parametrize("players", [4, 8])
@pytest.mark.parametrize("size", [MIN_WINDOW, (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_preview_of_a_drawn_card_hides_the_other_one(size: tuple[int, int], players: int) -> None:
    app = App(
        headless=True,
        size=size,
        settings=Settings(language="es", window_size=size, sound=False),
        persist=False,
    )
    try:
        scene = _keep_scene(app, hint=False, players=players)
        cards = [i for i in scene.items if i.key[0] == "keep"]  # type: ignore[attr-defined]
        assert len(cards) == 2
        for hovered in cards:
            other = next(c for c in cards if c is not hovered)
            move = pygame.event.Event(
                pygame.MOUSEMOTION, pos=hovered.rect.center, rel=(0, 0), buttons=(0, 0, 0)
            )
            app.step([move], 0.0)
            for _ in range(6):
                app.step([], 0.05)
            preview = scene.renderer.last_preview  # type: ignore[attr-defined]
            assert preview is not None, "no preview drawn"
            assert pygame.Rect((0, 0), size).contains(preview)
            assert not preview.colliderect(other.rect), (
                f"the preview {preview} hides the other card {other.rect}"
            )
    finally:
        app.manager.clear()
        app.close()


@pytest.mark.parametrize("size", [MIN_WINDOW, (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_preview_of_a_hand_card_stays_on_screen(size: tuple[int, int]) -> None:
    assert "hover" in STATES
    app = App(
        headless=True,
        size=size,
        settings=Settings(language="es", window_size=size, sound=False),
        persist=False,
    )
    try:
        from citadels.app.table.demo import demo_session

        scene = _scene(app, demo_session(4, stage="main"))
        app.push(scene)
        app.step([], 0.0)
        for card in [i for i in scene.items if i.key[0] == "hand"]:
            app.step(
                [
                    pygame.event.Event(
                        pygame.MOUSEMOTION, pos=card.visible_point, rel=(0, 0), buttons=(0, 0, 0)
                    )
                ],
                0.0,
            )
            for _ in range(6):
                app.step([], 0.05)
            preview = scene.renderer.last_preview
            assert preview is not None and pygame.Rect((0, 0), size).contains(preview), preview
            assert not preview.colliderect(card.hit_rect()), "the preview covers the card it shows"
    finally:
        app.manager.clear()
        app.close()


def test_render_state_helper_still_renders_at_the_minimum() -> None:
    surface = render_state("main_dark", "es", MIN_WINDOW)
    assert surface.get_size() == MIN_WINDOW


def _draft_with_hint(
    app: App, key: str, params: dict[str, object], worlds: int
) -> tuple[TableScene, PickCharacter]:
    """A 4-player draft table at the human's pick, with a Hard-style hint for the first character
    offered (its reason `key`, and "won 30% of `worlds` simulated games" as the detail)."""
    from citadels.ai import messages
    from citadels.ai.base import Reason
    from citadels.app.table.demo import demo_session

    scene = _scene(app, demo_session(4, stage="draft"))
    app.push(scene)
    app.step([], 0.0)
    pick = next(a for a in scene.session.legal(0) if isinstance(a, PickCharacter))
    figure = Reason(messages.SEARCH_DETAIL, {"percent": 30, "count": worlds})
    scene.show_hint(pick, Reason(key, {"character": pick.rank, **params}, detail=figure))
    return scene, pick


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [MIN_WINDOW, (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_hinted_characters_glow_stays_off_the_hint_which_names_the_move_once(
    size: tuple[int, int], lang: str
) -> None:
    """Play-test #12: in the draft the recommended character's glow covered the hint's line, and the
    line named the move twice ("take the Assassin — takes the Assassin to strike…")."""
    from citadels.ai import messages
    from citadels.text.i18n import character_name

    app = App(
        headless=True,
        size=size,
        settings=Settings(language=lang, window_size=size, sound=False),
        persist=False,
    )
    try:
        scene, pick = _draft_with_hint(app, messages.PICK_MURDER, {}, worlds=64)
        app.step([], 0.0)
        line = scene.controls.prompt[1]
        name = scene.characters[pick.rank - 1].name
        assert line.count(character_name(name)) == 1, line
        hinted = [i for i in scene.items if i.hint]
        assert hinted
        text_rect = scene.renderer.prompt_text
        assert text_rect is not None
        for item in scene.items:
            spread = max(8, item.rect.h // 10)  # the hint's glow (items.CardItem.paint)
            halo = item.rect.inflate(2 * spread, 2 * spread) if item.hint else item.rect
            assert not halo.colliderect(text_rect), f"{item.key}'s glow {halo} covers the hint {text_rect}"
    finally:
        app.manager.clear()
        app.close()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [MIN_WINDOW, (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_draft_hint_too_long_for_its_one_line_drops_its_figure_not_its_reason(
    size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Play-test: in Spanish the pick screen's one hint line ended "… (ganó el 30% de 394 partidas…":
    the reason is kept whole and the bracketed figure goes when both do not fit."""
    from citadels.ai import messages
    from citadels.app import text
    from citadels.app.table import renderer as table_renderer

    shown: list[str] = []
    real = text.render_wrapped

    def spy(message: str, *args: object, **kwargs: object) -> pygame.Surface:
        shown.append(message)
        return real(message, *args, **kwargs)  # type: ignore[arg-type]

    app = App(
        headless=True,
        size=size,
        settings=Settings(language=lang, window_size=size, sound=False),
        persist=False,
    )
    try:
        scene, _pick = _draft_with_hint(app, messages.PICK_BUILD_MANY, {"count": 3}, worlds=394)
        monkeypatch.setattr(table_renderer.text, "render_wrapped", spy)
        app.step([], 0.0)
        full = scene.controls.prompt[1]
        drawn = next(m for m in shown if m.startswith(full.split(" ")[0]))
        room = scene.geo.picker_area(with_caption=False).w - scene.geo.px(20)  # the line's width (renderer)
        body = scene.geo.fonts["body"]
        if lang == "es" and size == (1280, 720):  # the play-tester's case: the whole line does not fit
            assert text.text_size(full, body)[0] > room
        if text.text_size(full, body)[0] > room:
            assert drawn == full[: full.rindex(" (")], drawn  # the reason whole, without the figure
        else:
            assert drawn == full
        assert text.text_size(drawn, body)[0] <= room, drawn  # one line, nothing cut
    finally:
        app.manager.clear()
        app.close()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("state", ["main_dark", "main4", "main7"])
def test_the_character_strip_names_share_one_size_and_keep_their_rank(
    size: tuple[int, int], lang: str, state: str
) -> None:
    """Play-test #13: each name was shrunk on its own ("Tax Collector" tiny and raised, the Alchemist
    smaller than the Witch), and a long Spanish name could lose its rank number. Now one size serves
    the whole strip, never under the readable size; at it every name fits after its rank on one line
    (issue 20: with 8 players "Tax Collector" wrapped)."""
    from citadels.app import text
    from citadels.app.table.renderer import _name_lines
    from citadels.text.i18n import character_name

    app = App(
        headless=True,
        size=size,
        settings=Settings(language=lang, window_size=size, sound=False),
        persist=False,
    )
    try:
        from table_renders import stage

        stage(app, state)
        scene = app.manager.top
        g = scene.geo
        px = g.px
        name_size, with_rank = scene.renderer._track_name_size()
        assert name_size >= text.least_size(size) and with_rank  # issue 20: readable, 12 px at 1280x720
        for rank, spec in enumerate(scene.characters, start=1):
            slot, card = g.slots[rank - 1], g.slot_card(rank)
            rank_w = text.text_size(f"{rank}", name_size, bold=True)[0]
            room = slot.right - px(4) - (card.right + px(TRACK_NAME_GAP)) - rank_w - px(3)
            name = character_name(spec.name)
            lines = _name_lines(name, name_size, room)
            assert lines == [name], f"{name} wraps"  # issue 20: "Tax / Collector" wrapped with 8 players
            for line in lines:
                assert text.text_size(line, name_size, bold=True, role="display")[0] <= room, (
                    f"{name} overflows slot {rank}"
                )
    finally:
        app.manager.clear()
        app.close()
