"""Measure how well Hard guesses who holds which character, with and without `OpponentModel.leaning`.

Hard (2 worlds a decision, so that it plays quickly) sits at a four-seat table, seats rotated, and
watches the game as it does everywhere. At each of its main-turn decisions from round 3 on, the draft
inference is built twice from its view — Medium's valuation alone, and bent by the seats' strategy
weights — and each gives a probability to the seat that really holds each character Hard does not
hold. Printed: the mean, per decision, of the sum of the log-probabilities (higher is better).

    .venv/bin/python tools/measure_guess.py [--games 40] [--bots hard,careful,rusher,medium] [--leaning 1.0]
"""

from __future__ import annotations

import argparse
import math
import statistics

from citadels.ai import make_bot, opponents
from citadels.ai.hard import HardBot
from citadels.ai.knowledge import Inference
from citadels.engine import Decision, GameConfig, GameState, PlayerView, new_game
from citadels.simulate import show_move, watching


def truth_log_prob(inference: Inference, state: GameState, view: PlayerView) -> float:
    """The log-probability `inference` gives the true holder of every character the viewer lacks."""
    total = 0.0
    for player in state.players:
        if player.seat == view.seat:
            continue
        for rank in player.chars:
            total += math.log(max(inference.holder_probs(rank).get(player.seat, 0.0), 1e-4))
    return total


def measure_guess(games: int, table: list[str], seed: int = 5000) -> tuple[float, float, int]:
    """Mean log-probability of the truth per decision (plain, leaning) and the decisions measured."""
    plain: list[float] = []
    leaning: list[float] = []
    for g in range(games):
        names = [table[(s + g) % len(table)] for s in range(len(table))]
        bots = [
            make_bot(n, 77 * g + i, **({"hard_iterations": 2} if n == "hard" else {}))
            for i, n in enumerate(names)
        ]
        seat = names.index("hard")
        hard = bots[seat]
        assert isinstance(hard, HardBot)
        watchers = watching(bots)
        state = new_game(GameConfig(players=len(table)), seed + g)
        state.history = None
        while not state.game_over:
            view = state.view(state.to_move)
            model = hard.opponents
            if state.to_move == seat and view.decision == Decision.MAIN and view.round >= 3 and model:
                plain.append(truth_log_prob(Inference(view), state, view))
                leaning.append(truth_log_prob(Inference(view, leaning=model.leaning(view)), state, view))
            state.apply(bots[state.to_move].choose(view, state.legal_actions()))
            show_move(state, bots, watchers)
    return statistics.mean(plain), statistics.mean(leaning), len(plain)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--bots", default="hard,careful,rusher,medium")
    parser.add_argument("--leaning", type=float, default=opponents.LEANING)
    args = parser.parse_args()
    opponents.LEANING = args.leaning
    plain, bent, n = measure_guess(args.games, args.bots.split(","))
    print(f"{args.bots} (leaning {args.leaning}): without {plain:.3f}, with {bent:.3f}, {n} decisions")


if __name__ == "__main__":
    main()
