"""Refit the Hard bot's position evaluation (`evaluate.WEIGHTS`, `evaluate.DARK_CITY_WEIGHTS`).

    python -m citadels.ai.fit_eval --games 2500 --workers 2 > weights.txt
    python -m citadels.ai.fit_eval --characters darkcity --players 4 > dark_city_weights.txt

For every player count it plays games at league tables: each seat plays a strategy drawn at random
from the ones Hard models (`opponents.LEAGUE`: Medium, the rusher, the fortress, the raider, the
hoarder, the careful expert), as Hard meets them; `--table medium` plays Medium everywhere instead.
Most games are classic, a fifth each of the classic variant and the short game. It records each
seat's `evaluate.features` at the start of every round after the first, labels them with the final
winner, and fits the conditional-logit model by Newton's method (pure Python; a few minutes). The
printed table replaces `WEIGHTS` (or, with `--characters darkcity`, `DARK_CITY_WEIGHTS`) in
`evaluate.py`. Every `--holdout`th game is kept out of a first pair of fits, with and without the
tempo features, and both are scored on it (mean log-likelihood of the winner and how often the
likeliest seat won, printed to stderr); the printed weights are then fitted on every game. The
fitting code is `logit_fit`'s, shared with the coach's chances (`citadels.coach.fit`).
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from collections.abc import Sequence

from citadels.ai import logit_fit
from citadels.ai.evaluate import BASE_FEATURES, FEATURES, features, progress_of
from citadels.ai.logit_fit import Sample, log_likelihood, seat_logits
from citadels.ai.medium import MediumPolicy
from citadels.ai.opponents import LEAGUE, model_policies
from citadels.engine import Decision, Rng, new_game, validate_config

Job = tuple[int, int, int, str, str, str]  # players, first game, games, ruleset, characters, table


def play(args: Job) -> list[list[Sample]]:
    players, first, games, ruleset, characters, table = args
    out: list[list[Sample]] = []  # per game
    policies = model_policies()[: len(LEAGUE)] if table == "league" else [MediumPolicy(Rng(0)).decide]
    draw = Rng(first + 17)  # which strategy each seat plays
    for g in range(first, first + games):
        config = validate_config(players=players, ruleset=ruleset, characters=characters)
        s = new_game(config, 10_000 + g)
        s.history = None
        seats = [policies[draw.below(len(policies))] for _ in range(players)]
        snaps: list[list[list[float]]] = []
        seen_round = 0
        while not s.game_over:
            if s.round != seen_round and s.decision == Decision.DRAFT_PICK and s.step == 0:
                seen_round = s.round
                if s.round > 1:
                    prog = progress_of(s)
                    snaps.append([features(s, i, prog) for i in range(players)])
            legal = s.legal_actions()
            action = legal[0] if len(legal) == 1 else seats[s.to_move](s.view(s.to_move), legal)[0]
            s.apply(action, events=False)
        out.append([(snap, s.winner) for snap in snaps])
    return out


def score(data: Sequence[Sample], w: Sequence[float]) -> tuple[float, float]:
    """Mean log-likelihood of the winners under weights `w` (the first len(w) features) and the
    share of samples whose likeliest seat won."""
    hits = 0
    for rows, winner in data:
        logits = seat_logits(rows, w)
        hits += max(range(len(rows)), key=lambda i: logits[i]) == winner
    return log_likelihood(data, w), hits / len(data)


def columns(data: Sequence[Sample], dim: int) -> list[Sample]:
    return [([f[:dim] for f in rows], winner) for rows, winner in data]


def fit(data: Sequence[Sample]) -> list[float]:
    """The conditional logit by plain Newton steps, the L2 penalty on the total log-likelihood (as
    `evaluate.WEIGHTS` were fitted; `logit_fit.fit`)."""
    return logit_fit.fit(data, l2=1e-3, steps=12, per_sample=False, damped=False)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=1500, help="classic games per player count")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--players", default="2,3,4,5,6,7")
    parser.add_argument("--characters", choices=("classic", "darkcity"), default="classic")
    parser.add_argument(
        "--table",
        choices=("league", "medium"),
        default="league",
        help="who sits at the games: the league's strategies at random (default) or Medium everywhere",
    )
    parser.add_argument(
        "--holdout",
        type=int,
        default=5,
        help="every Nth game is held out to compare the full model with the one "
        "without the tempo features (0: no comparison)",
    )
    args = parser.parse_args(argv)
    name = "WEIGHTS" if args.characters == "classic" else "DARK_CITY_WEIGHTS"
    lines = [f"{name}: dict[int, tuple[float, ...]] = {{"]
    for players in (int(p) for p in args.players.split(",")):
        jobs: list[Job] = []
        for ruleset, games in (
            ("classic", args.games),
            ("classic_variant", args.games // 5),
            ("short", args.games // 5),
        ):
            chunk = -(-games // args.workers)
            jobs += [
                (
                    players,
                    100_000 * len(jobs) + f,
                    min(chunk, games - f),
                    ruleset,
                    args.characters,
                    args.table,
                )
                for f in range(0, games, chunk)
            ]
        with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
            parts = pool.map(play, jobs)
        games = [g for part in parts for g in part]
        data = [x for g in games for x in g]
        if args.holdout > 1:
            train = [x for i, g in enumerate(games) if i % args.holdout for x in g]
            test = [x for i, g in enumerate(games) if not i % args.holdout for x in g]
            for label, dim in (("without tempo", BASE_FEATURES), ("with tempo", len(FEATURES))):
                ll, acc = score(test, fit(columns(train, dim)))
                print(
                    f"{players} players, {label}: held-out log-likelihood {ll:.4f} per sample, "
                    f"winner ranked first {acc:.1%} ({len(test)} samples)",
                    file=sys.stderr,
                    flush=True,
                )
        w = fit(data)
        print(f"{players} players: {len(data)} samples", file=sys.stderr, flush=True)
        lines.append(f"    {players}: ({', '.join(f'{x:.4f}' for x in w)}),")
    lines.append("}")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
