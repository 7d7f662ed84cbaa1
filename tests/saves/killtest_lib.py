"""The kill test, shared by tests/saves/test_saves_kill.py and bench/bench_kill.py: run the headless
app playing a bot game (citadels.app.autoplay), SIGKILL it at random moments, restart it (it goes on
through Continue), and check every time that the save loads and lost at most the action in flight;
at the end, that the finished game equals a reference replay of its actions."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class KillReport:
    kills: int = 0
    restarts: int = 0
    lost: list[int] = field(default_factory=list)  # actions lost per kill (printed as saved, not in the file)
    actions: int = 0  # in the finished games
    games: int = 0  # finished games checked against a reference replay
    path: Path | None = None


def _run_once(home: Path, seed: int, players: int, kill_after: float | None) -> tuple[list[str], bool]:
    """Start the app; kill it after `kill_after` seconds (None: let it finish). Its output, and
    whether it was killed."""
    env = {**os.environ, "CIUDADELAS_HOME": str(home), "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "citadels.app.autoplay", "--seed", str(seed), "--players", str(players)],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    lines: list[str] = []

    def read() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.append(line.strip())

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    killed = False
    try:
        proc.wait(timeout=kill_after if kill_after is not None else 120)
    except subprocess.TimeoutExpired:
        if kill_after is None:
            proc.kill()
            raise
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        killed = True
    reader.join(5)
    if not killed and proc.returncode != 0:
        assert proc.stderr is not None
        raise AssertionError(f"autoplay failed ({proc.returncode}): {lines[-3:]} {proc.stderr.read()[-2000:]}")
    return lines, killed


def kill_test(home: Path, kills: int, seed: int = 5, players: int = 4, rng_seed: int = 1) -> KillReport:
    """SIGKILL the app `kills` times at random moments (games that end in between start anew), then
    let the last game finish. Every finished game is checked against a reference replay."""
    from citadels.saves import list_saves, load_game

    rng = random.Random(rng_seed)
    report = KillReport()
    saves = home / "data" / "saves"
    while True:
        finishing = report.kills >= kills
        delay = None if finishing else rng.uniform(0.5, 2.2)
        lines, killed = _run_once(home, seed, players, delay)
        report.restarts += 1
        applied = [int(line.split()[1]) for line in lines if line.startswith("applied ")]
        files = [Path(line.split()[1]) for line in lines if line.startswith("file ")]
        if killed:
            report.kills += 1
            entries = list_saves(saves) if saves.exists() else []
            if not files:  # killed before the table opened: the newest save (if any) must still load
                if entries:
                    load_game(entries[0].path)
                assert not applied
                continue
            loaded = load_game(files[0])  # the save always loads
            in_file = len(loaded.session.actions)
            if applied:
                assert in_file >= applied[-1] - 1, f"lost more than one action: {applied[-1]} -> {in_file}"
                report.lost.append(max(0, applied[-1] - in_file))
            if loaded.session.game_over:
                _check_against_reference(files[0], report)
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
    import tempfile

    started = time.monotonic()
    result = kill_test(Path(tempfile.mkdtemp()), int(sys.argv[1]) if len(sys.argv) > 1 else 10)
    print(result, f"{time.monotonic() - started:.1f} s")
