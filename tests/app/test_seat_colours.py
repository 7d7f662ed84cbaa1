"""Each seat of a table of 2 to 8 can be told apart on the coach's graph: by colour (every two seats'
colours far apart in CIEDE2000, also as colour-blind players see them, each readable on the graph) and
without colour, by a mark of its own shape drawn along its line, in the legend and on its seat."""

from __future__ import annotations

import itertools

import pygame
import pytest
from colour_science import DICHROMACY, ciede2000, ciede2000_lab, contrast, seen_with

from citadels.app import theme
from citadels.app.coach_view import PLOT_BACKGROUND, ChanceGraph, seat_mark

#: the least CIEDE2000 difference between two seats' colours: as seen with normal colour vision, and
#: as seen by protanopes, deuteranopes and tritanopes (the marks tell those seats apart besides)
LEAST_DELTA_E = 25.0
LEAST_DELTA_E_DICHROMAT = 12.0


def test_the_colour_difference_is_ciede2000() -> None:
    # Sharma, Wu and Dalal (2005), pairs 1, 7, 17, 25 of their test data
    pairs = [
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ]
    for first, second, expected in pairs:
        assert ciede2000_lab(first, second) == pytest.approx(expected, abs=1e-4)


@pytest.mark.parametrize("players", range(2, 9))
def test_every_two_seats_colours_differ_also_for_colour_blind_players(players: int) -> None:
    colours = theme.SEAT_COLOURS[:players]
    assert len(set(colours)) == players
    for a, b in itertools.combinations(range(players), 2):
        assert ciede2000(colours[a], colours[b]) >= LEAST_DELTA_E, (a, b)
        for dichromacy in DICHROMACY:
            seen = ciede2000(seen_with(colours[a], dichromacy), seen_with(colours[b], dichromacy))
            assert seen >= LEAST_DELTA_E_DICHROMAT, (a, b, dichromacy)


def test_every_seat_colour_reads_on_the_graph() -> None:
    for colour in theme.SEAT_COLOURS:
        assert contrast(colour, PLOT_BACKGROUND) >= 4.5, colour


def _shape(seat: int, size: int = 30) -> set[tuple[int, int]]:
    """The pixels of a seat's mark in its colour (its shape as the eye sees it, without its dark edge
    or hole)."""
    mark = seat_mark(seat, size)
    edge = (20, 14, 10)
    return {
        (x, y)
        for x in range(size)
        for y in range(size)
        if mark.get_at((x, y)).a > 128
        and sum(abs(c - e) for c, e in zip(mark.get_at((x, y))[:3], edge, strict=True)) > 90
    }


def test_every_seat_has_a_mark_of_its_own_shape() -> None:
    assert len(set(theme.SEAT_MARKS)) == len(theme.SEAT_MARKS) == len(theme.SEAT_COLOURS) == 8
    shapes = [_shape(seat) for seat in range(8)]
    for a, b in itertools.combinations(range(8), 2):
        overlap = len(shapes[a] & shapes[b]) / len(shapes[a] | shapes[b])
        assert overlap < 0.9, (theme.SEAT_MARKS[a], theme.SEAT_MARKS[b], overlap)


def _graph(players: int, moves: int, width: int = 320, height: int = 160) -> ChanceGraph:
    graph = ChanceGraph(lambda step: None, lambda: [f"P{s}" for s in range(players)])
    graph.rect = pygame.Rect(0, 0, width, height)
    level = [(seat + 1) / (players + 1) for seat in range(players)]  # flat lines, one per seat
    total = sum(level)
    chances = tuple(p / total for p in level)
    graph.set_data(chances, [chances] * moves, moves, [1, moves // 2], players)
    return graph


@pytest.mark.parametrize("players", range(2, 9))
def test_each_seat_s_mark_is_drawn_along_its_line_never_on_another_s_move(
    players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    graph = _graph(players, moves=90)
    steps = [graph.mark_steps(seat, 91) for seat in range(players)]
    for seat in range(players):
        assert len(steps[seat]) >= 2, seat
    for a, b in itertools.combinations(range(players), 2):
        assert not set(steps[a]) & set(steps[b])
    # and drawn there: around each of those moves the graph differs from the same graph without them
    surface = pygame.Surface(graph.rect.size)
    graph.draw(surface)
    bare = _graph(players, moves=90)
    monkeypatch.setattr(bare, "mark_steps", lambda seat, count: [])
    plain = pygame.Surface(bare.rect.size)
    bare.draw(plain)
    half = graph.mark_size // 2
    for seat in range(players):
        for step in steps[seat]:
            x, y = graph.x_of(step), graph.y_of(graph.chances[0][seat])
            changed = sum(
                1
                for px in range(x - half, x + half + 1)
                for py in range(y - half, y + half + 1)
                if surface.get_at((px, py)) != plain.get_at((px, py))
            )
            assert changed >= graph.mark_size * 2, (seat, step, changed)
