"""Every bad command line gets a one-line error and exit code 2, the argparse way — never a traceback
and never a hang (issue 9)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from citadels.__main__ import main

ROOT = Path(__file__).resolve().parent.parent

BAD = [
    "demo --players 0",
    "demo --players 8",
    "demo --bots nobody",
    "demo --bots random,random --players 4",
    "demo --bots ,",
    "screenshot --scene menu --players 9 --out {tmp}/x.png",
    "screenshot --scene menu --players 1 --out {tmp}/x.png",
    "screenshot --scene menu --out {tmp}/missing/x.png",
    "screenshot --scene menu --out {tmp}",
    "screenshot --scene nope --out {tmp}/x.png",
    "screenshot --scene menu --out {tmp}/x.png --size 640x480",
    "screenshot --scene menu --players 5 --out {tmp}/x.png",
    "screenshot --scene gameover --players 8 --out {tmp}/x.png",
    "screenshot --scene gameover --players 8 --characters darkcity --out {tmp}/missing/x.png",
    "--size 640x480",
    "--size 99999x99999",
    "--size 1280",
    "--size axb",
    "--lang fr",
    "selftest --size 640x480",
    "simulate --hard-time nan",
    "simulate --hard-time inf",
    "simulate --hard-time -1",
    "simulate --hard-time 0",
    "simulate --hard-clock moon",
    "simulate --hard-clock",
    "simulate --hard-iterations -5",
    "simulate --hard-iterations 0",
    "simulate --workers 0",
    "simulate --workers -2",
    "simulate --games 0",
    "simulate --games many",
    "simulate --players 1",
    "simulate --players 9",
    "simulate --bots random,nobody",
    "simulate --bots random,random,random --players 4",
    "simulate --ruleset chess",
    "simulate --seed x",
    "nonsense",
]


@pytest.mark.parametrize("line", BAD)
def test_a_bad_invocation_exits_2_with_one_line(
    line: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = line.format(tmp=tmp_path).split()
    with pytest.raises(SystemExit) as info:
        code = main(argv)
        raise SystemExit(code)
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert err.strip().splitlines()[-1].startswith("citadels")
    assert "error" in err.strip().splitlines()[-1]


@pytest.mark.parametrize("line", ["simulate --hard-time nan --bots hard", "demo --players 0"])
def test_bad_invocations_in_a_real_process_end_at_once(line: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "citadels", *line.split()],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert done.stderr.strip().splitlines()[-1].startswith("citadels")  # usage, then one error line


def test_a_reader_that_leaves_early_gets_no_traceback() -> None:
    """`citadels simulate --log | head -1`: the pipe closes after one line; the command stops quietly."""
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "citadels",
            "simulate",
            "--players",
            "4",
            "--games",
            "200",
            "--bots",
            "random",
            "--log",
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    first = proc.stdout.readline()
    proc.stdout.close()  # the reader leaves, as `head -1` does
    err = proc.stderr.read().decode()
    proc.wait(timeout=60)
    assert first.startswith(b"A game for 4 players")
    assert "Traceback" not in err and "BrokenPipe" not in err, err


def test_screenshot_offers_every_registered_scene() -> None:
    from citadels.__main__ import SCREENSHOT_SCENES
    from citadels.app.screenshots import screenshot_names

    assert sorted(SCREENSHOT_SCENES) == screenshot_names()


@pytest.mark.parametrize("command", ["simulate", "demo"])
def test_too_many_bots_is_the_commands_own_one_line_error(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--lang", "en", command, "--players", "2", "--bots", "easy,easy,easy"])
    assert info.value.code == 2
    assert capsys.readouterr().err == (
        f"citadels {command}: error: argument --bots: 3 bots for 2 players: give one name or one per seat\n"
    )


@pytest.mark.parametrize(
    ("line", "option"),
    [("--players 9", "--players"), ("--lang en --players=3", "--players"), ("--seed 4", "--seed")],
)
def test_an_option_of_the_commands_without_a_command_names_them(
    line: str, option: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 20: `citadels --players 9` said "invalid choice: '9' (choose from 'simulate', …)"; it
    says that --players belongs to simulate and demo (and the others that take it), in one line."""
    assert main(["--lang", "en", *line.split()]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("citadels: error: ")
    assert option in err and "simulate" in err and "demo" in err and "invalid choice" not in err
    assert "for example, citadels simulate " + option in err


def test_the_misplaced_option_is_said_in_spanish(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "es", "--players", "9"]) == 2
    err = capsys.readouterr().err
    assert "--players" in err and "simulate" in err and "opción" in err
