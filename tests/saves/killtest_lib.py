"""The kill test, shared by tests/saves/test_saves_kill.py and bench/bench_kill.py: run the headless
app playing a bot game (citadels.app.autoplay), SIGKILL it, restart it (it goes on through
Continue), and check every time that the save loads and lost at most the action in flight; at the
end, that the finished game equals a reference replay of its actions.

Where each kill lands is drawn from a seeded random source as a point in the app's own progress,
not as a time: while it opens the game, as soon as the table is open, or once it has saved a given
number of moves (it prints ``applied <n>`` after each saved move). The kill follows the chosen point
after a short random delay, so it falls somewhere in the next move's work — the bot thinking, the
save being written. A slow or busy machine reaches the same points, only later: every run measures
the same promise whatever the machine's speed."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: Longest one run may take (a whole game on a busy machine takes well under a minute): a hung app.
HANG_SECONDS = 300.0
#: The most moves one run saves before it is killed; the most delay after the chosen point (the app
#: takes about half a second to open a game, a move a few hundredths of a second).
MAX_MOVES_PER_RUN = 40
MAX_OPENING_DELAY = 0.5
MAX_DELAY = 0.05


@dataclass
class KillReport:
    kills: int = 0
    restarts: int = 0
    lost: list[int] = field(default_factory=list)  # actions lost per kill after a saved move
    actions: int = 0  # in the finished games
    games: int = 0  # finished games checked against a reference replay
    path: Path | None = None


@dataclass(frozen=True)
class KillPoint:
    """Kill the run `delay` seconds after the `count`-th line it prints that starts with one of
    `markers` (``applied`` lines count saved moves). None as a point: let the run finish."""

    markers: tuple[str, ...]
    count: int = 1
    delay: float = 0.0

    def matches(self, line: str) -> bool:
        return line.startswith(self.markers)


#: The app starting (it then opens the game through Continue or the new-game screen), its table open.
OPENING = ("opening",)
TABLE_OPEN = ("file ",)
SAVED_MOVE = ("applied ",)


def draw_point(rng: random.Random) -> KillPoint:
    """A kill point: while the app starts and opens the game (1 in 8), as soon as its table is open
    (1 in 8), or after 1 to MAX_MOVES_PER_RUN saved moves."""
    where = rng.randrange(8)
    if where == 0:
        return KillPoint(OPENING, 1, rng.uniform(0.0, MAX_OPENING_DELAY))
    delay = rng.uniform(0.0, MAX_DELAY)
    if where == 1:
        return KillPoint(TABLE_OPEN, 1, delay)
    return KillPoint(SAVED_MOVE, rng.randint(1, MAX_MOVES_PER_RUN), delay)


def _run_once(home: Path, seed: int, players: int, point: KillPoint | None) -> tuple[list[str], bool]:
    """Start the app; kill it at `point` (None: let it finish). Its output, and whether it was killed."""
    env = {**os.environ, "CIUDADELAS_HOME": str(home), "PYTHONUNBUFFERED": "1"}
    with tempfile.TemporaryFile("w+") as err:
        proc = subprocess.Popen(
            [sys.executable, "-m", "citadels.app.autoplay", "--seed", str(seed), "--players", str(players)],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=err, text=True,
        )  # fmt: skip
        hung = threading.Event()

        def hang() -> None:
            hung.set()
            proc.kill()

        watchdog = threading.Timer(HANG_SECONDS, hang)
        watchdog.start()
        lines: list[str] = []
        killed = False
        try:
            assert proc.stdout is not None
            seen = 0
            for raw in proc.stdout:
                line = raw.strip()
                lines.append(line)
                if point is not None and point.matches(line):
                    seen += 1
                    if seen == point.count:
                        time.sleep(point.delay)
                        os.kill(proc.pid, signal.SIGKILL)
                        killed = True
                        break
            lines += [raw.strip() for raw in proc.stdout]  # what it printed before it died
            proc.wait()
        finally:
            watchdog.cancel()
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        assert not hung.is_set(), f"autoplay hung: still running after {HANG_SECONDS:.0f} s: {lines[-3:]}"
        if not killed and proc.returncode != 0:
            err.seek(0)
            raise AssertionError(f"autoplay failed ({proc.returncode}): {lines[-3:]} {err.read()[-2000:]}")
    return lines, killed


def kill_test(home: Path, kills: int, seed: int = 5, players: int = 4, rng_seed: int = 1) -> KillReport:
    """SIGKILL the app `kills` times at points drawn from `rng_seed` (games that end in between start
    anew), then let the last game finish. Every finished game is checked against a reference replay."""
    from citadels.saves import list_saves, load_game

    rng = random.Random(rng_seed)
    report = KillReport()
    saves = home / "data" / "saves"
    while True:
        finishing = report.kills >= kills
        lines, killed = _run_once(home, seed, players, None if finishing else draw_point(rng))
        report.restarts += 1
        applied = [int(line.split()[1]) for line in lines if line.startswith("applied ")]
        files = [line.split()[1:] for line in lines if line.startswith("file ")]
        if killed:
            report.kills += 1
            if not files:  # killed before the table opened: the newest save (if any) must still load
                if saves.exists():
                    for entry in list_saves(saves)[:1]:
                        load_game(entry.path)
                assert not applied
                continue
            path, opened_with = Path(files[0][0]), int(files[0][1])
            loaded = load_game(path)  # the save always loads
            in_file = len(loaded.session.actions)
            assert in_file >= opened_with, f"the save went back: {opened_with} -> {in_file}"
            if applied:
                assert in_file >= applied[-1] - 1, f"lost more than one action: {applied[-1]} -> {in_file}"
                report.lost.append(max(0, applied[-1] - in_file))
            if loaded.session.game_over:
                _check_against_reference(path, report)
            continue
        over = [line for line in lines if line.startswith("over ")]
        assert over, lines[-5:]
        _check_against_reference(Path(over[0].split(" ", 1)[1]), report)
        if finishing:
            return report


def _check_against_reference(path: Path, report: KillReport) -> None:
    from citadels.engine import GameConfig, new_game_with_events
    from citadels.saves import load_game

    loaded = load_game(path)
    session = loaded.session
    assert session.game_over and not loaded.torn
    config = GameConfig.model_validate(loaded.header.config)
    state, events = new_game_with_events(config, loaded.header.seed)
    for sub in session.actions:
        events += state.apply(sub.action, seat=sub.seat)
    assert state.digest() == session.state.digest()  # type: ignore[union-attr]
    assert events == session.history
    assert state.scores == session.state.scores  # type: ignore[union-attr]
    report.actions += len(session.actions)
    report.games += 1
    report.path = path


if __name__ == "__main__":
    started = time.monotonic()
    result = kill_test(Path(tempfile.mkdtemp()), int(sys.argv[1]) if len(sys.argv) > 1 else 10)
    print(result, f"{time.monotonic() - started:.1f} s")
