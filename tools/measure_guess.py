"""Measure how well Hard guesses who holds which character: Medium's guess, Hard's guess bent by the
league alone, and Hard's guess bent by the league and the stranger (its default opponent model).

Hard (2 worlds a decision, so that it plays quickly) sits at a table, seats rotated, and watches the
game as it does everywhere; a second opponent model without the stranger (`OpponentModel(...,
stranger=False)`) reads the same views beside it. At each of Hard's main-turn decisions from round 3
on, the draft inference is built three times from its view — Medium's valuation alone, bent by the
league-only model's `leaning`, bent by Hard's own — and each gives a probability to the seat that
really holds each character Hard does not hold. Printed: the mean, per decision, of the sum of the
log-probabilities (higher is better), then the differences between the guesses at the same
decisions, each with its standard error (taken over games: the decisions of one game are not
independent). Seats may be the project's bots or the stranger league's
(`bench/strangers`), which is where this is judged, or frozen earlier bots (`bench/frozen`: `hard-0.1`):

    .venv/bin/python -m tools.measure_guess [--games 40] [--bots hard,expert,human,hoarder] [--seed 5000]
"""

from __future__ import annotations

import argparse
import math
import statistics
from dataclasses import dataclass

from bench.frozen import FROZEN
from bench.strangers import STRANGERS
from citadels.ai import make_bot
from citadels.ai.base import Bot
from citadels.ai.hard import HardBot
from citadels.ai.knowledge import Inference
from citadels.ai.opponents import OpponentModel
from citadels.ai.registry import BOTS
from citadels.cli.simulate import show_move, watching
from citadels.engine import Decision, GameConfig, GameState, PlayerView, new_game


def truth_log_prob(inference: Inference, state: GameState, view: PlayerView) -> float:
    """The log-probability `inference` gives the true holder of every character the viewer lacks."""
    total = 0.0
    for player in state.players:
        if player.seat == view.seat:
            continue
        for rank in player.chars:
            total += math.log(max(inference.holder_probs(rank).get(player.seat, 0.0), 1e-4))
    return total


@dataclass
class Guesses:
    """Per Hard decision measured, the log-probability of the truth under each guess, and the game
    each decision was in."""

    medium: list[float]
    league: list[float]
    stranger: list[float]
    game: list[int]

    def means(self) -> tuple[float, float, float]:
        return statistics.mean(self.medium), statistics.mean(self.league), statistics.mean(self.stranger)

    def gain(self, guess: list[float], than: list[float]) -> tuple[float, float]:
        """The mean, per decision, of `guess` minus `than`, and its standard error over games (each
        game's summed difference, as a ratio estimate: decisions within a game are correlated)."""
        sums: dict[int, float] = {}
        counts: dict[int, int] = {}
        for game, ours, theirs in zip(self.game, guess, than, strict=True):
            sums[game] = sums.get(game, 0.0) + ours - theirs
            counts[game] = counts.get(game, 0) + 1
        mean = sum(sums.values()) / sum(counts.values())
        n = len(sums)
        if n < 2:
            return mean, math.inf
        per_game = sum(counts.values()) / n
        residuals = [sums[g] - mean * counts[g] for g in sums]
        return mean, math.sqrt(sum(r * r for r in residuals) / (n - 1) / n) / per_game


def seat_bot(name: str, seed: int) -> Bot:
    """A stranger of the league in `bench/strangers`, else a frozen earlier bot (`bench/frozen`: at its
    full budget, counted on CPU time), else one of the project's bots."""
    if name in STRANGERS:
        return STRANGERS[name](seed)
    if name in FROZEN:
        return FROZEN[name](seed, hard_clock="cpu")
    return make_bot(name, seed, **({"hard_iterations": 2} if name == "hard" else {}))


def measure_guess(games: int, table: list[str], seed: int = 5000) -> Guesses:
    """The three guesses' log-probabilities of the truth, at Hard's decisions from round 3 on."""
    out = Guesses([], [], [], [])
    for g in range(games):
        names = [table[(s + g) % len(table)] for s in range(len(table))]
        bots = [seat_bot(n, 77 * g + i) for i, n in enumerate(names)]
        seat = names.index("hard")
        hard = bots[seat]
        assert isinstance(hard, HardBot)
        league = OpponentModel(len(names), seat, hard.searcher.models, hard.seed, stranger=False)
        watchers = watching(bots)
        state = new_game(GameConfig(players=len(table)), seed + g)
        state.history = None
        while not state.game_over:
            view = state.view(state.to_move)
            if state.to_move == seat:
                league.observe(view)  # what Hard's own decision reads (`HardBot.observe`)
                model = hard.opponents
                if view.decision == Decision.MAIN and view.round >= 3 and model:
                    out.medium.append(truth_log_prob(Inference(view), state, view))
                    bent = Inference(view, leaning=league.leaning(view))
                    out.league.append(truth_log_prob(bent, state, view))
                    bent = Inference(view, leaning=model.leaning(view))
                    out.stranger.append(truth_log_prob(bent, state, view))
                    out.game.append(g)
            state.apply(bots[state.to_move].choose(view, state.legal_actions()))
            show_move(state, bots, watchers)
            if not state.game_over and state.to_move != seat:
                league.observe(state.view(seat))  # what Hard watches (`simulate.show_move`)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--bots", default="hard,careful,rusher,medium")
    parser.add_argument("--seed", type=int, default=5000)
    args = parser.parse_args()
    table = args.bots.split(",")
    if args.games < 1:
        parser.error(f"--games must be at least 1, not {args.games}")
    with_settings = [name for name in table if "[" in name]
    if with_settings:
        parser.error(
            f"seats take no settings here (Hard plays 2 worlds a decision): {', '.join(with_settings)}"
        )
    # the classic characters (the leaning reads their rates), which seat 2 to 7
    if table.count("hard") != 1 or not 2 <= len(table) <= 7:
        parser.error(
            f"--bots must name 2 to 7 seats, Hard's once (whose guesses are measured): {args.bots!r}"
        )
    unknown = [name for name in table if name not in STRANGERS and name not in FROZEN and name not in BOTS]
    if unknown:
        known = sorted({*STRANGERS, *FROZEN, *BOTS})
        parser.error(f"no such bot: {', '.join(map(repr, unknown))} (choose from {', '.join(known)})")
    guesses = measure_guess(args.games, table, args.seed)
    if not guesses.medium:
        parser.exit(1, f"no decision of Hard's from round 3 on in {args.games} game(s): nothing to measure\n")
    medium, league, stranger = guesses.means()
    print(
        f"{args.bots}: Medium's guess {medium:.4f}, the league alone {league:.4f}, "
        f"the league and the stranger {stranger:.4f}, {len(guesses.medium)} decisions in {args.games} games"
    )
    for name, guess, than in (
        ("the league alone minus Medium's guess", guesses.league, guesses.medium),
        ("the league and the stranger minus Medium's guess", guesses.stranger, guesses.medium),
        ("the league and the stranger minus the league alone", guesses.stranger, guesses.league),
    ):
        gain, error = guesses.gain(guess, than)
        spread = f"standard error {error:.4f}" if math.isfinite(error) else "no standard error from one game"
        print(f"  {name}: {gain:+.4f} ({spread})")


if __name__ == "__main__":
    main()
