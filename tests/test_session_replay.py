"""The session's replay and undo: `GameSession.replayed` rebuilds a session from its seed and moves with
the engine's one replay, `rewind` takes actions back through it, and nothing outside `session.py`
changes a session's state, events or actions (the UI goes through `submit` and `rewind`)."""

from __future__ import annotations

import ast
import dataclasses
import random
from pathlib import Path

import pytest

from citadels.engine import ReplayError, ReplayStep
from citadels.session import GameSession, GameSetup, SeatSetup

PACKAGE = Path(__file__).resolve().parents[1] / "citadels"


def _played(players: int, seed: int, actions: int | None = None) -> tuple[GameSession, list[GameSession]]:
    """A session of random play with a reason object on each bot move, and a copy of it after every action."""
    setup = GameSetup(
        tuple(SeatSetup(f"P{i}", "human" if i == 0 else "bot", "easy") for i in range(players)), seed=seed
    )
    session = GameSession(setup)
    rng = random.Random(seed)
    copies = [_copy(session)]
    while not session.game_over and (actions is None or len(session.actions) < actions):
        seat = session.to_move
        session.submit(
            seat, rng.choice(session.legal(seat)), reason=None if seat == 0 else ("why", seat, len(copies))
        )
        copies.append(_copy(session))
    return session, copies


def _copy(session: GameSession) -> GameSession:
    assert session.state is not None
    return GameSession(session.setup, state=session.state.clone(), history=list(session.history),
                       actions=list(session.actions))  # fmt: skip


def _same(a: GameSession, b: GameSession) -> bool:
    assert a.state is not None and b.state is not None
    return a.state.digest() == b.state.digest() and a.history == b.history and a.actions == b.actions


@pytest.mark.parametrize("players", [2, 5])
def test_a_replayed_session_is_the_played_one(players: int) -> None:
    session, _copies = _played(players, 60 + players)
    moves = [(r.seat, r.action, r.reason) for r in session.actions]
    again = GameSession.replayed(session.setup, session.seed, moves)
    assert _same(again, session) and again.seed == session.seed and again.game_over


def test_replayed_refuses_a_wrong_move_and_returns_nothing() -> None:
    session, _copies = _played(4, 3, actions=30)
    moves = [(r.seat, r.action, r.reason) for r in session.actions]
    seat, action, reason = moves[9]
    moves[9] = ((seat + 1) % 4, action, reason)
    steps: list[int] = []
    with pytest.raises(ReplayError, match=r"^action 10 of the replay") as info:
        GameSession.replayed(session.setup, session.seed, moves, lambda step: steps.append(step.n))
    assert info.value.index == 10 and steps == list(range(10))


def test_on_step_sees_every_step_and_may_stop_the_replay() -> None:
    session, _copies = _played(3, 4, actions=20)
    moves = [(r.seat, r.action, r.reason) for r in session.actions]

    def stop_at_7(step: ReplayStep) -> None:
        if step.n == 7:
            raise LookupError(step.n)

    with pytest.raises(LookupError):
        GameSession.replayed(session.setup, session.seed, moves, stop_at_7)


def test_rewind_makes_the_session_what_it_was() -> None:
    session, copies = _played(3, 11, actions=80)
    history, actions = session.history, session.actions
    for keep in (79, 50, 50, 12, 0):
        session.rewind(keep)
        assert _same(session, copies[keep]), keep
        assert session.history is history and session.actions is actions  # the same lists, changed in place
    with pytest.raises(ValueError, match="cannot keep 1 of 0"):
        session.rewind(1)


def test_a_rewind_that_does_not_replay_changes_nothing() -> None:
    session, _copies = _played(4, 12, actions=40)
    record = session.actions[20]
    session.actions[20] = dataclasses.replace(record, seat=(record.seat + 1) % 4)  # not that seat's move
    state, history, actions = session.state, list(session.history), list(session.actions)
    assert state is not None
    digest = state.digest()
    with pytest.raises(ReplayError) as info:
        session.rewind(30)
    assert info.value.index == 21
    assert session.state is state and state.digest() == digest
    assert session.history == history and session.actions == actions


# ---------------------------------------------------------------------- nobody else changes a session
FIELDS = frozenset({"state", "history", "actions"})
MUTATORS = frozenset({"append", "extend", "insert", "pop", "remove", "clear", "sort", "reverse"})
MAKERS = ("GameSession", "replayed", "from_state", "start_of")


def _session_names(tree: ast.AST) -> set[str]:
    """The names bound to a session: any name with "session" in it, and those assigned a new one."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
            func = node.value.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if called in MAKERS:
                names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            if "GameSession" in ast.unparse(node.annotation):
                names.add(node.target.id)
    return names


def _is_session(node: ast.expr, names: set[str]) -> bool:
    last = node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", None)
    return isinstance(last, str) and ("session" in last.lower() or last in names)


def _field_of_session(node: ast.expr, names: set[str]) -> str | None:
    """`x.state`, `x.history[...]`… of a session `x`: the field, else None."""
    if isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Attribute) and node.attr in FIELDS and _is_session(node.value, names):
        return node.attr
    return None


def session_changes(source: str) -> list[str]:
    """Every place in `source` that assigns, deletes or mutates a session's state, history or actions."""
    tree = ast.parse(source)
    names = _session_names(tree)
    found = []
    for node in ast.walk(tree):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        elif isinstance(node, ast.Delete):
            targets = list(node.targets)
        elif isinstance(node, ast.Call):
            func = node.func
            mutates = (
                isinstance(func, ast.Attribute)
                and func.attr in MUTATORS
                and _field_of_session(func.value, names)
            )
            setter = (isinstance(func, ast.Name) and func.id == "setattr") or (
                isinstance(func, ast.Attribute) and func.attr == "__setattr__"
            )
            sets = setter and len(node.args) >= 2 and _is_session(node.args[0], names)
            sets = sets and not (isinstance(node.args[1], ast.Constant) and node.args[1].value not in FIELDS)
            if mutates or sets:
                found.append(f"line {node.lineno}: {ast.unparse(node)}")
        flat = [e for t in targets for e in (t.elts if isinstance(t, (ast.Tuple, ast.List)) else [t])]
        found.extend(f"line {node.lineno}: {ast.unparse(t)}" for t in flat if _field_of_session(t, names))
    return found


def test_no_module_but_the_session_changes_a_sessions_state_events_or_actions() -> None:
    offenders = {
        str(path.relative_to(PACKAGE)): found
        for path in sorted(PACKAGE.rglob("*.py"))
        if path.name != "session.py" and (found := session_changes(path.read_text(encoding="utf-8")))
    }
    assert offenders == {}


def test_the_check_finds_each_way_of_changing_a_session() -> None:
    """The undo before `GameSession.rewind`, the load before `GameSession.replayed`, and other forms."""
    old_undo = (
        "def rewind(session, keep):\n"
        "    session.state = state\n"
        "    session.history[:] = history\n"
        "    session.actions[:] = actions\n"
    )
    assert len(session_changes(old_undo)) == 3
    old_load = (
        "def load(name, header):\n"
        "    again = start_of(name, header)\n"
        "    again.history.extend(new_events)\n"
        "    self.session.actions.append(record)\n"
        "    del loaded.session.actions[-1]\n"
        "    self.session.history += more\n"
        "    setattr(session, 'state', None)\n"
    )
    assert len(session_changes(old_load)) == 5
    fine = (
        "job.state = 'done'\n"
        "self.state = 3\n"
        "session.submit(seat, action)\n"
        "session.rewind(3)\n"
        "n = len(session.actions)\n"
        "actions = session.actions[:3]\n"
        "object.__setattr__(self, 'cost', 3)\n"
        "setattr(session, 'seed', 4)\n"
    )
    assert session_changes(fine) == []
