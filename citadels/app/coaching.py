"""The app's coach: one background analysis per finished game (`citadels.coach.runner.Coach`), started
as soon as the game ends (or when an old game's review first opens) and shared by the screens that
show it: the game-over screen starts it, the review shows it filling in. The app polls it every
frame; the analysis itself runs in a worker process, so the frame rate stays up.

Off unless the app turns it on (the real game does; tests and screenshots turn it on when they need
it): an analysis is seconds of a CPU's time.
"""

from __future__ import annotations

from pathlib import Path

from citadels.coach.runner import Coach, CoachJob
from citadels.session import GameSession

#: the analyses remembered for the screens (the oldest finished ones are forgotten first)
KEEP = 12


class Coaching:
    def __init__(self, *, enabled: bool, use_process: str = "auto", saves: Path | None = None) -> None:
        self.enabled = enabled
        self.use_process = use_process
        self.saves = saves  # the saves folder whose store keeps the results (None: the user's)
        self._coach: Coach | None = None
        #: (the session analysed, its job), the most recent last; the session is kept so that
        #: asking again for the same game finds its job
        self._jobs: list[tuple[GameSession, CoachJob]] = []

    @property
    def coach(self) -> Coach:
        if self._coach is None:
            self._coach = Coach(use_process=self.use_process, saves=self.saves)
        return self._coach

    def job_for(self, session: GameSession) -> CoachJob | None:
        """The analysis already asked for this game, if any."""
        return next(
            (job for s, job in reversed(self._jobs) if s is session and job.state != "cancelled"), None
        )

    def remember(self, session: GameSession, job: CoachJob) -> None:
        """Take `job` as this game's analysis (one made elsewhere: the screenshots' demo games)."""
        self._jobs.append((session, job))
        self._forget()

    def analyse(self, session: GameSession, save: Path | None = None) -> CoachJob | None:
        """The analysis of a finished game (started now unless already asked for; at once when kept
        with its save); None when the coach is off."""
        job = self.job_for(session)
        if job is not None or not self.enabled:
            return job
        job = self.coach.analyse(session, save=save)
        self._jobs.append((session, job))
        self._forget()
        return job

    def analyse_file(self, session: GameSession, path: Path) -> CoachJob | None:
        """The analysis of a saved game read as far as it goes (a damaged file's review)."""
        job = self.job_for(session)
        if job is None and self.enabled:
            job = self.coach.analyse_file(path)
            self._jobs.append((session, job))
            self._forget()
        return job

    def _forget(self) -> None:
        while len(self._jobs) > KEEP:
            old = next((i for i, (_s, job) in enumerate(self._jobs) if job.finished), 0)
            _session, job = self._jobs.pop(old)
            self.coach.cancel(job)

    def poll(self) -> None:
        """Every frame: take in what the analysis sent (never waits)."""
        if self._coach is not None:
            self._coach.poll()

    def close(self) -> None:
        """The app ends: any analysis running stops (what was kept with its save stays kept)."""
        if self._coach is not None:
            self._coach.close()
            self._coach = None
        self._jobs.clear()
