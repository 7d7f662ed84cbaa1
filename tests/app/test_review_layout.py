"""The review's seats at every table size and window: each seat's characters, hand, city and score
stay inside its own panel (a city's tiles ran over the neighbour's title at 1280x720), apart from each
other (a hand card lay under the city, the score line over the cards), and every district's name reads
whole, at the window's readable size (8 players: the one-column strips cut the names)."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest
import textfit
from app_testlib import MakeApp

from citadels.app import text
from citadels.app.screenshots import review
from citadels.engine.cards import KINDS
from citadels.text.i18n import district_name

SIZES = [(1024, 576), (1280, 720), (1920, 1080)]


def _steps(scene) -> list[int]:  # type: ignore[no-untyped-def]
    """The deal, a few moves into each round, and the end (the cities with their points)."""
    replay = scene.replay
    return sorted(
        {0, scene.last}
        | {
            min(scene.last, replay.round_start(r) + k)
            for r in range(1, replay.rounds + 1)
            for k in (3, 11, 19)
        }
    )


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [3, 4, 8])
def test_every_seat_keeps_to_its_panel_its_parts_apart_and_its_names_whole(
    make_app: MakeApp, players: int, size: tuple[int, int], lang: str
) -> None:
    app = make_app(lang, size)
    app.nav.menu()
    scene = review(app, players=players, characters="darkcity" if players == 8 else "classic")
    app.push(scene)
    app.step([], 1 / 60)
    least = text.least_size(size)
    probe = textfit.TextProbe(allowed_cuts=set(scene.session.names), least=least)
    names = {district_name(k) for k in KINDS}
    # which names were cut, and whether in a hand (a tile of `_draw_hand_tiles`) or elsewhere
    cut: list[tuple[bool, str]] = []
    in_hand = [False]
    real_tiles = scene._draw_hand_tiles

    hand_small: list[str] = []

    def hand_tiles(*args: object, **kwargs: object) -> list[pygame.Rect]:
        in_hand[0] = True
        before = len(probe.findings.small)
        try:
            return real_tiles(*args, **kwargs)  # type: ignore[arg-type]
        finally:
            in_hand[0] = False
            hand_small.extend(probe.findings.small[before:])
            del probe.findings.small[before:]

    def shortened(value: str, out: str, width: int) -> None:
        if value in names:
            cut.append((in_hand[0], f"{value!r} shown as {out!r} in {width}px"))

    scene._draw_hand_tiles = hand_tiles  # type: ignore[method-assign]
    probe._shortened = shortened  # type: ignore[method-assign]
    with probe.active():
        for step in _steps(scene):
            scene.go_to(step)
            scene.invalidate_layers()
            probe.frame()
            app.step([], 1 / 60)
            assert app.crash is None
            for seat, panel in enumerate(scene.seat_rects):
                parts = scene.seat_parts[seat]
                assert {kind for kind, _r in parts} >= {"title", "city"}
                for kind, rect in parts:
                    assert panel.contains(rect), (
                        f"step {step}: seat {seat}'s {kind} {rect} leaves its panel {panel}"
                    )
                for (k1, r1), (k2, r2) in combinations(parts, 2):
                    assert k1 == k2 or not r1.colliderect(r2), (
                        f"step {step}: seat {seat}'s {k1} {r1} covers its {k2} {r2}"
                    )
            for a, b in combinations(scene.seat_rects, 2):
                assert not a.colliderect(b)
            # no part of the table stands empty (three seats in a grid of four left a quarter bare)
            filled = sum(r.w * r.h for r in scene.seat_rects)
            assert filled >= 0.9 * scene.table_rect.w * scene.table_rect.h, (filled, scene.table_rect)
    assert not [said for hand, said in cut if not hand], cut  # every name in a city whole
    if (players, size) != (8, (1024, 576)):  # there a big hand at the end is more than the seat holds
        assert not cut and not hand_small, (cut, hand_small)  # and in the hands
    small = [s for s in probe.findings.small if any(s.startswith(f"'{n}'") for n in names)]
    assert not small, small  # and never under the window's readable size
    assert not probe.findings.clipped, probe.findings.clipped
