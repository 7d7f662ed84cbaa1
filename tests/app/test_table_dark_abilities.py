"""The dedicated table controls of the Dark City abilities that take a choice (RULES.md §6), driven by
clicks and keys through the table scene: the Abbot's tithe, the Diplomat's swap with its price, the
Artist's gold — what each submits, and how illegal choices are dimmed with their reason and refused.
Also: the Artist's gold is drawn on the city tiles, and every Dark City event animates."""

from __future__ import annotations

import pygame
import pytest
from table_testlib import button, click_item, open_table, wait_my_turn

from citadels.app.table import gfx
from citadels.app.table.scene import TableScene
from citadels.app.uidriver import UIDriver
from citadels.app.widgets import resolve
from citadels.engine import Beautify, CollectTithe, GameState, SwapDistricts
from citadels.engine import events as ev
from citadels.text.i18n import set_language
from tests.engine.scenario import DARK_CITY_WITH_ARTIST, Scenario

DARK9 = DARK_CITY_WITH_ARTIST


@pytest.fixture
def fast(make_app):  # type: ignore[no-untyped-def]
    app = make_app(animation_speed="off")
    return app, UIDriver(app, wall_limit=120)


def ids(state: GameState, seat: int) -> dict[str, int]:
    return {d.kind.name: d.id for d in state.players[seat].city}


def tiles(scene: TableScene, prefix: str) -> dict[int, object]:
    return {i.key[2]: i for i in scene.items if i.key[0] == prefix}


# ------------------------------------------------------------------------------------------------
# Abbot
# ------------------------------------------------------------------------------------------------


def abbot_state(golds: dict[int, int]) -> GameState:
    s = (
        Scenario(players=4, seed=5)
        .line_up(*DARK9[:8])
        .gold_all(3)
        .crown(3)
        .deal(3, 0, 1, 2, 3)
        .city(0, "temple", "church")
    )
    for seat, gold in golds.items():
        s = s.gold(seat, gold)
    return s.characters({0: "abbot"}).turn("abbot", gathered=True).build()


def test_the_abbot_takes_1_gold_from_the_richest_player_named_on_the_button(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    scene = open_table(app, ui, abbot_state({0: 2, 2: 8}))
    wait_my_turn(ui, scene)
    tithe = button(scene, "Tithe")  # the richest is counted after his income: it comes first
    assert not tithe.enabled and "after your income" in resolve(tithe.disabled_reason)
    income = button(scene, "Collect income (+2)")  # his religious income, beside it
    assert income.enabled
    ui.click(income, frames=3)
    tithe = button(scene, "Tithe: +1 gold from Carmen")
    assert tithe.enabled and tithe.actions == (CollectTithe(),)
    assert "Carmen" in resolve(tithe.tooltip) and "8 gold" in resolve(tithe.tooltip)
    ui.click(tithe, frames=3)
    players = scene.session.state.players
    assert (players[0].gold, players[2].gold) == (5, 7)
    assert not button(scene, "Tithe").enabled  # once per turn


@pytest.mark.parametrize(
    ("golds", "why"),
    [
        ({0: 2, 1: 8, 2: 8}, "tie"),
        ({0: 9}, "You are the richest"),
        ({0: 7, 2: 8}, "You are the richest player (9 gold)"),
    ],
)
def test_the_abbots_tithe_is_dimmed_with_the_reason_when_nobody_owes_it(
    fast, golds: dict[int, int], why: str
) -> None:  # type: ignore[no-untyped-def]
    """After his income (+2 here): a tie, or the Abbot himself the richest — with 7 gold he was not
    before it."""
    app, ui = fast
    scene = open_table(app, ui, abbot_state(golds))
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Collect income (+2)"), frames=3)
    tithe = button(scene, "Tithe")
    assert not tithe.enabled and why in resolve(tithe.disabled_reason)
    before = [p.gold for p in scene.session.state.players]
    ui.click(tithe, frames=3)
    assert [p.gold for p in scene.session.state.players] == before and len(scene.session.actions) == 1


# ------------------------------------------------------------------------------------------------
# Diplomat
# ------------------------------------------------------------------------------------------------


def diplomat_state(gold: int = 3) -> GameState:
    """Ana (Diplomat) gives from temple/market/keep; Bruno is the living Bishop; Carmen has a Great
    Wall; Diego's cathedral carries the Artist's gold and Diego has a temple."""
    line_up = (
        "witch",
        "tax_collector",
        "wizard",
        "emperor",
        "bishop",
        "alchemist",
        "navigator",
        "diplomat",
        "artist",
    )
    return (
        Scenario(players=4, seed=5).line_up(*line_up).gold_all(3).gold(0, gold).crown(3).deal(3, 0, 1, 2, 3)
        .city(0, "temple", "market", "keep").city(1, "castle", "watchtower").city(2, "harbor", "trading_post", "great_wall")
        .city(3, "cathedral", "manor", "temple").artist_gold(3, "cathedral")
        .characters({0: "diplomat", 1: "bishop"}).turn("diplomat", gathered=True).build()
    )  # fmt: skip


def test_the_diplomat_picks_his_district_then_a_rivals_sees_the_price_and_confirms(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = diplomat_state()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    mine, carmen, diego, bruno = ids(state, 0), ids(state, 2), ids(state, 3), ids(state, 1)
    ui.click(button(scene, "Swap districts"), frames=3)
    assert scene.mode == "diplomat"
    own, rivals = tiles(scene, "swap_mine"), tiles(scene, "swap_theirs")
    assert own[mine["temple"]].enabled and own[mine["market"]].enabled
    assert not own[mine["keep"]].enabled and "Keep" in own[mine["keep"]].reason()
    assert not any(t.enabled for t in rivals.values())  # one of his own first
    assert "Bishop" in rivals[bruno["castle"]].reason()
    assert not button(scene, "Swap").enabled
    click_item(ui, own[mine["market"]], frames=3)
    assert scene.selected == [mine["market"]]
    rivals = tiles(scene, "swap_theirs")
    harbor = rivals[carmen["harbor"]]
    # the Harbor costs 4, +1 for Carmen's Great Wall, against the Market's 2: 3 gold
    assert (
        harbor.enabled
        and harbor.choice.note == "3"
        and "3 gold" in harbor.reason()
        and "Great Wall" in harbor.reason()
    )
    cathedral = rivals[diego["cathedral"]]  # 5 + the Artist's gold = 6, minus 2: 4 > 3 gold
    assert (
        not cathedral.enabled
        and cathedral.choice.note == "4"
        and "4 gold and you have 3" in cathedral.reason()
        and "worth 6" in cathedral.reason()
    )
    assert not rivals[diego["temple"]].enabled and "already has a Temple" in rivals[diego["temple"]].reason()
    assert not rivals[bruno["castle"]].enabled and "Bishop" in rivals[bruno["castle"]].reason()
    assert not rivals[carmen["trading_post"]].enabled or rivals[carmen["trading_post"]].choice.note == "1"
    # a dimmed tile refuses the click: nothing chosen, nothing played
    click_item(ui, cathedral, frames=3)
    assert scene.selected == [mine["market"]] and not scene.session.actions
    click_item(ui, harbor, frames=3)
    assert scene.selected == [mine["market"], carmen["harbor"]]
    assert "3 gold" in scene.prompt[1] and "Carmen" in scene.prompt[1]
    confirm = button(scene, "Swap (pay 3 gold)")
    assert confirm.enabled and confirm.actions == (SwapDistricts(mine["market"], 2, carmen["harbor"]),)
    ui.key(pygame.K_RETURN, frames=3)
    players = scene.session.state.players
    assert [a.action for a in scene.session.actions] == [SwapDistricts(mine["market"], 2, carmen["harbor"])]
    assert (players[0].gold, players[2].gold) == (0, 6)
    assert (
        carmen["harbor"] in ids(scene.session.state, 0).values()
        and mine["market"] in ids(scene.session.state, 2).values()
    )
    assert scene.mode == "normal" and not button(scene, "Swap districts").enabled


def test_the_diplomat_may_change_his_mind_and_cancel(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = diplomat_state()
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    mine, diego = ids(state, 0), ids(state, 3)
    ui.click(button(scene, "Swap districts"), frames=3)
    ui.key(pygame.K_1, frames=3)  # digits choose his own districts
    assert scene.selected == [mine["temple"]]
    # giving the Temple for Diego's Manor would leave Diego with two Temples
    manor = tiles(scene, "swap_theirs")[diego["manor"]]
    assert not manor.enabled and "Diego already has a Temple" in manor.reason()
    click_item(ui, tiles(scene, "swap_mine")[mine["temple"]], frames=3)  # clicked again: none chosen
    assert scene.selected == []
    ui.key(pygame.K_ESCAPE, frames=3)
    assert scene.mode == "normal" and not scene.session.actions


def test_the_diplomats_own_great_wall_does_not_change_the_price_shown(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = (
        Scenario(players=4, seed=5).line_up(*DARK9).gold_all(3).gold(0, 2).crown(3).deal(3, 0, 1, 2, 3)
        .city(0, "temple", "great_wall").city(1, "manor", "palace")
        .characters({0: "diplomat"}).turn("diplomat", gathered=True).build()
    )  # fmt: skip
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    mine, bruno = ids(state, 0), ids(state, 1)
    ui.click(button(scene, "Swap districts"), frames=3)
    click_item(ui, tiles(scene, "swap_mine")[mine["temple"]], frames=3)
    manor = tiles(scene, "swap_theirs")[bruno["manor"]]
    # the Manor 3 against the Temple 1: 2 gold, whatever his own Great Wall
    assert manor.enabled and manor.choice.note == "2" and "Your Great Wall does not count" in manor.reason()
    assert "adds 1" not in manor.reason()
    palace = tiles(scene, "swap_theirs")[bruno["palace"]]
    assert not palace.enabled and palace.choice.note == "4"
    click_item(ui, manor, frames=3)
    assert button(scene, "Swap (pay 2 gold)").actions == (SwapDistricts(mine["temple"], 1, bruno["manor"]),)
    ui.key(pygame.K_RETURN, frames=3)
    players = scene.session.state.players
    assert (players[0].gold, players[1].gold) == (0, 5)


def test_a_complete_city_takes_no_part_in_a_swap(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = (
        Scenario(players=4, seed=5).line_up(*DARK9).gold_all(9).crown(3).deal(3, 0, 1, 2, 3).city(0, "temple", "market")
        .city(1, "castle", "watchtower", "manor", "tavern", "church", "prison", "docks").city(2, "harbor")
        .characters({0: "diplomat"}).turn("diplomat", gathered=True).build()
    )  # fmt: skip
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    ui.click(button(scene, "Swap districts"), frames=3)
    ui.key(pygame.K_1, frames=3)
    rivals = tiles(scene, "swap_theirs")
    bruno = ids(state, 1)
    assert not rivals[bruno["castle"]].enabled and "completed city" in rivals[bruno["castle"]].reason()
    assert tiles(scene, "swap_theirs")[ids(state, 2)["harbor"]].enabled


# ------------------------------------------------------------------------------------------------
# Artist
# ------------------------------------------------------------------------------------------------


def artist_state(gold: int) -> GameState:
    return (
        Scenario(players=4, seed=5).line_up(*DARK9).gold_all(3).gold(0, gold).crown(3).deal(3, 0, 1, 2, 3)
        .city(0, "temple", "market", "manor").artist_gold(0, "manor")
        .characters({0: "artist"}).turn("artist", gathered=True).build()
    )  # fmt: skip


def test_the_artist_chooses_two_districts_and_the_gold_is_drawn_on_them(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = artist_state(2)
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    mine = ids(state, 0)
    home = scene.geo.seats[0]
    rects = home.tile_rects(3, scene.completion)
    ui.frames(2)
    before = [app.screen.subsurface(r).copy() for r in rects[:2]]
    ui.click(button(scene, "Beautify"), frames=3)
    assert scene.mode == "artist"
    own = tiles(scene, "artist")
    assert not own[mine["manor"]].enabled and "already has the Artist's gold" in own[mine["manor"]].reason()
    assert not button(scene, "Beautify").enabled
    ui.key(pygame.K_1, frames=3)
    click_item(ui, own[mine["market"]], frames=3)
    assert sorted(scene.selected) == sorted([mine["temple"], mine["market"]])
    confirm = button(scene, "Beautify (pay 2 gold)")
    assert confirm.actions == (
        Beautify(min(mine["temple"], mine["market"]), max(mine["temple"], mine["market"])),
    )
    ui.key(pygame.K_RETURN, frames=3)
    s = scene.session.state
    assert s.adorned == {mine["temple"], mine["market"], mine["manor"]} and s.players[0].gold == 0
    assert scene.shown.adorned == s.adorned
    ui.frames(3)
    after = [app.screen.subsurface(r).copy() for r in rects[:2]]
    for a, b in zip(before, after, strict=True):
        assert pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB"), (
            "the Artist's coin is drawn on the tile"
        )


def test_with_one_gold_the_artist_beautifies_one_district_only(fast) -> None:  # type: ignore[no-untyped-def]
    app, ui = fast
    state = artist_state(1)
    scene = open_table(app, ui, state)
    wait_my_turn(ui, scene)
    mine = ids(state, 0)
    ui.click(button(scene, "Beautify"), frames=3)
    click_item(ui, tiles(scene, "artist")[mine["market"]], frames=3)
    temple = tiles(scene, "artist")[mine["temple"]]
    assert not temple.enabled and "enough for one district only" in temple.reason()
    click_item(ui, temple, frames=3)
    assert scene.selected == [mine["market"]]
    ui.click(button(scene, "Beautify (pay 1 gold)"), frames=3)
    assert [a.action for a in scene.session.actions] == [Beautify(mine["market"])]


def test_the_artists_gold_shows_on_tiles_cards_and_in_the_review_data() -> None:
    assert pygame.image.tobytes(
        gfx.district_tile("temple", (160, 24), adorned=True), "RGBA"
    ) != pygame.image.tobytes(gfx.district_tile("temple", (160, 24)), "RGBA")
    from citadels.app import cardart

    face = cardart.district_card("temple", (120, 180))
    assert pygame.image.tobytes(gfx.adorn_card(face), "RGBA") != pygame.image.tobytes(face, "RGBA")


# ------------------------------------------------------------------------------------------------
# Every Dark City event has a log line (both languages) and an animation
# ------------------------------------------------------------------------------------------------


def test_every_dark_city_event_animates_and_is_told_in_both_languages(make_app) -> None:  # type: ignore[no-untyped-def]
    from citadels.text.narrate import narrate

    app = make_app(animation_speed="normal")
    ui = UIDriver(app, wall_limit=120)
    state = diplomat_state()
    scene = open_table(app, ui, state)
    a, c = ids(state, 0), ids(state, 2)
    hand = state.players[1].hand[0].id
    events = [
        ev.Bewitched(0, 4), ev.BewitchedTurnTaken(1, 0, 4), ev.TaxPaid(1, 0, 1), ev.HandLookedAt(0, 1),
        ev.CardTakenFromHand(0, 1, hand, False), ev.TributePaid(1, 0, 1, None), ev.TributePaid(1, 0, 0, hand), ev.TitheTaken(0, 2, 1),
        ev.DistrictsSwapped(0, 2, a["market"], c["harbor"], 3), ev.Beautified(0, (a["temple"],)), ev.AdornmentGoldReturned(3, 0),
        ev.GoldTaken(0, 4, "navigator"), ev.GoldTaken(0, 3, "alchemist"), ev.GoldTaken(0, 3, "queen"),
        ev.CardsDrawn(0, 4, "navigator", None),
    ]  # fmt: skip
    names = scene.session.names
    try:
        for lang in ("en", "es"):
            set_language(lang)
            for e in events:
                anims = scene.animator._anims_for(e)
                assert anims, f"no animation for {e}"
                line = narrate(e, names, None, state.rules.characters)
                assert line and "{" not in line, (lang, e, line)
    finally:
        set_language("en")


@pytest.mark.parametrize("seed", range(6))
def test_the_shown_state_follows_every_dark_city_event(seed: int) -> None:
    """Played event by event (as the animations do), the table's public state lands where the engine
    is: gold moved by taxes, tithes, tributes and swaps, districts swapped, the Artist's gold placed
    and returned, the Witch's seat playing a bewitched turn. (Hand sizes are left out: the Magician's exchange sets cards aside silently.)"""
    from citadels.ai import make_bot
    from citadels.app.table.model import Shown
    from citadels.session import GameSession, GameSetup, SeatSetup

    n = 4 + seed % 5
    rank8 = "diplomat" if seed % 2 else "warlord"  # the Warlord sends the Artist's gold back to the bank
    spec = f"witch,tax_collector,wizard,emperor,abbot,alchemist,navigator,{rank8},artist"
    levels = ["medium" if i % 2 == 0 else "greedy" for i in range(n)]
    session = GameSession(
        GameSetup(tuple(SeatSetup(f"P{i}", "bot", levels[i]) for i in range(n)), seed=seed, characters=spec)
    )
    bots = [make_bot(levels[i], seed + i) for i in range(n)]
    shown = Shown.of(session.view(0))
    seen = len(session.history)
    kinds: set[str] = set()
    while not session.game_over:
        seat = session.to_move
        session.submit(seat, bots[seat].choose(session.view(seat), session.legal(seat)))
        for e in session.history[seen:]:
            shown.apply_start(e)
            shown.apply_end(e)
            kinds.add(type(e).__name__)
        seen = len(session.history)
        real = Shown.of(session.view(0))
        assert (shown.gold, shown.adorned, shown.cur_seat) == (real.gold, real.adorned, real.cur_seat), (
            session.history[-3:]
        )
        assert [[c.id for c in city] for city in shown.city] == [[c.id for c in city] for city in real.city]
        shown.sync(session.view(0))
    assert kinds & {"TaxPaid", "TitheTaken", "DistrictsSwapped", "Beautified", "TributePaid"}, (
        "the game used Dark City abilities"
    )


def test_the_review_knows_which_districts_carry_the_artists_gold() -> None:
    from citadels.ai import make_bot
    from citadels.app.replay import Replay
    from citadels.session import GameSession, GameSetup, SeatSetup

    spec = "witch,tax_collector,wizard,emperor,abbot,alchemist,navigator,warlord,artist"
    levels = ["medium", "greedy", "medium", "greedy", "medium", "greedy"]
    session = GameSession(
        GameSetup(
            tuple(SeatSetup(f"P{i}", "bot", lvl) for i, lvl in enumerate(levels)), seed=2, characters=spec
        )
    )
    bots = [make_bot(lvl, 2 + i) for i, lvl in enumerate(levels)]
    while not any(isinstance(e, ev.Beautified) for e in session.history):
        assert not session.game_over, "the Artist never beautified in this game"
        seat = session.to_move
        session.submit(seat, bots[seat].choose(session.view(seat), session.legal(seat)))
    beautified = next(e for e in session.history if isinstance(e, ev.Beautified))
    replay = Replay(session)
    seat = replay.seats(len(replay.records))[beautified.seat]
    state = session.state
    city = [c.id for c in state.players[beautified.seat].city]
    assert len(seat.adorned) == len(seat.city) == len(city)
    assert {cid for cid, gold in zip(city, seat.adorned, strict=True) if gold} == set(beautified.cards) & set(
        city
    )
    assert any(seat.adorned)
