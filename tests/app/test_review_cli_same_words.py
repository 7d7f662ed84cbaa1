"""`citadels analyse` says what the review says (issue 32): under every turning point and costly choice,
the one plain sentence on why it mattered that the review shows under it, in the chosen language, and
in `--json` that sentence and the rules' entry it links to."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest
from app_testlib import MakeApp

from citadels.__main__ import main
from citadels.app.demo import finished_session
from citadels.app.scenes.review import ReviewScene
from citadels.app.uidriver import UIDriver
from citadels.coach.analyse import analyse
from citadels.coach.model import Analysis
from citadels.coach.record import GameRecord
from citadels.coach.runner import CoachJob, Request
from citadels.coach.store import key_of, save_cached
from citadels.saves import Autosave
from citadels.system.paths import saves_dir

PLAYERS, SEED = 4, 1


@cache
def analysed() -> Analysis:
    """Every seat's choices, with a small search (more charges to compare than the human's alone)."""
    record = GameRecord.from_session(finished_session(PLAYERS, SEED, humans=1))
    return analyse(record, all_seats=True, iterations=8, confirm_worlds=24)


def review_sentences(make_app: MakeApp, lang: str) -> list[str]:
    """The sentences the review shows under its findings, in order (each entry says its lines, then
    the sentence, then its link's label)."""
    app = make_app(lang=lang)
    ui = UIDriver(app, wall_limit=120)
    session = finished_session(PLAYERS, SEED, humans=1)
    job = CoachJob(1, Request(GameRecord.from_session(session), None, None, None), analysis=analysed(),
                   state="done", progress=1.0)  # fmt: skip
    app.coaching.remember(session, job)
    app.nav.menu()
    app.nav.review(session)
    ui.frames(2)
    scene = ui.top
    assert isinstance(scene, ReviewScene)
    found = [e for e in scene.coach_list.entries if e.step is not None]
    assert all(e.link is not None for e in found)  # every finding is explained
    return [e.said.split("\n")[-2] for e in found]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_analyse_prints_the_sentences_the_review_shows(
    make_app: MakeApp, tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    analysis = analysed()
    charges = sum(len(analysis.mistakes_of(s)) for s in analysis.mistake_seats)
    assert analysis.turning_points and charges >= 2, "the game has findings of both kinds to compare"
    shown = review_sentences(make_app, lang)
    assert len(shown) == len(analysis.turning_points) + charges
    autosave = Autosave.start(finished_session(PLAYERS, SEED, humans=1), tmp_path, sync=False)
    autosave.close()
    path = autosave.path
    save_cached(key_of(path) or "", analysis, saves_dir())  # the CLI reads the kept analysis

    assert main(["analyse", str(path), "--all-seats", "--lang", lang]) == 0
    text = capsys.readouterr().out
    printed = [line.strip() for line in text.splitlines() if line.startswith("      ")]
    assert printed == shown  # each under its finding, in the review's order

    assert main(["analyse", str(path), "--all-seats", "--json", "--lang", lang]) == 0
    out = json.loads(capsys.readouterr().out)
    said = [t["why"] for t in out["turning_points"]]
    said += [c["why"] for seat in out["mistakes"] for c in seat["choices"]]
    assert said == shown
    links = [t["rules"] for t in out["turning_points"]] + [
        c["rules"] for seat in out["mistakes"] for c in seat["choices"]
    ]
    assert all(link and link["kind"] in ("character", "district", "section") for link in links)
