"""Bots that feel like people: none takes the same character in the same position round after round,
and none stalls the table.

**Identical position** (for a bot's character choice): the same seat choosing from the same place in
the round's choosing order (first, second, ... to choose), in consecutive rounds of one game. A
**run** is a streak of such rounds in which the seat also took the same character (it was on offer
each time). A person in the same chair of the draft, offered the same character, does not take it
every time: an opponent would learn to strike it.

Each bot plays 200 four-player games against copies of itself (every seat is one of its runs), except
Hard: 50 games at a fixed 2 worlds per decision with Hard in every seat — 200 seat-games, as many
places in the draft as one seat gets in 200 games; the width of its search does not change how often
a position comes round, and Hard's own rollouts are what it would play.

The bound, `MAX_RUN`: a player who chose uniformly at random among what it was offered makes runs of
up to 4 in these games (three of them: the crown stays put, and a character comes round again by
chance), and then one in about thirteen runs goes on a round more; a run of 5 can still happen by
chance (it does once for noisy Medium), so the bound is 5. A bot that keeps its favourite whenever it
is offered makes runs of 6 to 9 (the league bots and greedy, without their `PickMemory`). A
table stalls when a game goes on without anyone completing a city: every game must end within
`MAX_ROUNDS` rounds (random play, the slowest, needs 20 here).
"""

from __future__ import annotations

import pytest

from citadels.ai import bot_names, make_bot
from citadels.engine import Decision, GameConfig, PickCharacter, new_game

MAX_RUN = 5
MAX_ROUNDS = 30
GAMES = 200
HARD_GAMES = 50
HARD_ITERATIONS = 2


def longest_runs(bot: str, games: int, **options: object) -> tuple[int, int]:
    """The longest run (see the module docstring) over `games` games of four copies of `bot`, and
    the most rounds a game lasted."""
    longest = 0
    most_rounds = 0
    for g in range(games):
        bots = [make_bot(bot, 977 * g + seat, **options) for seat in range(4)]
        s = new_game(GameConfig(players=4), 50_000 + g)
        s.history = None
        last: list[tuple[int, int, int] | None] = [None] * 4  # per seat: (round, place, rank)
        run = [0] * 4
        while s.decision != Decision.GAME_OVER:
            seat = s.to_move
            view = s.view(seat)
            action = bots[seat].choose(view, s.legal_actions())
            if isinstance(action, PickCharacter):
                place = sum(view.picks_made)
                before = last[seat]
                same = before is not None and before == (s.round - 1, place, action.rank)
                run[seat] = run[seat] + 1 if same else 1
                last[seat] = (s.round, place, action.rank)
                longest = max(longest, run[seat])
            s.apply(action)
        most_rounds = max(most_rounds, s.round)
    return longest, most_rounds


@pytest.mark.slow  # 200 games per bot
@pytest.mark.parametrize("bot", [b for b in bot_names() if b != "hard"])
def test_no_bot_takes_the_same_character_in_the_same_place_round_after_round(bot: str) -> None:
    longest, rounds = longest_runs(bot, GAMES)
    assert longest <= MAX_RUN, (bot, longest)
    assert rounds <= MAX_ROUNDS, (bot, rounds)


@pytest.mark.slow  # 50 games of four Hard bots (~25 s)
def test_hard_varies_its_characters_too() -> None:
    longest, rounds = longest_runs("hard", HARD_GAMES, hard_iterations=HARD_ITERATIONS)
    assert longest <= MAX_RUN and rounds <= MAX_ROUNDS, (longest, rounds)
