"""The state's schema (`citadels.engine.schema`) against the code written by hand around it.

Every field of `State` and `Player` is declared once, with its copy, its fresh value and the
`PlayerView` fields it feeds. `__slots__`, `__init__` and `clone` are generated from the declarations;
`make_view` and `determinize.sample_state` are written by hand, and checked here: a field declared in
one place only (the state, the view or one of the two functions) fails one of these tests.
"""

from __future__ import annotations

import dataclasses
import functools
import random
from collections.abc import Iterator

from citadels.engine import (
    Decision,
    Destroy,
    GameConfig,
    GameState,
    Player,
    PlayerView,
    PublicPlayer,
    Rng,
    Rules,
    new_game,
)
from citadels.engine.determinize import sample_state
from citadels.engine.schema import Copy, Field, fields, public
from citadels.engine.state import State
from citadels.engine.view import make_view
from tests.engine.scenario import Scenario, in_city

#: `PlayerView` fields that no state field feeds: the seat whose view it is
VIEWER = {"seat"}


def view_fields() -> set[str]:
    """Every field of `PlayerView`, and of each seat's `PublicPlayer` as `table.<name>`."""
    return {f.name for f in dataclasses.fields(PlayerView)} | {
        f"table.{f.name}" for f in dataclasses.fields(PublicPlayer)
    }


def unfed_and_unknown(declared: tuple[Field, ...]) -> tuple[set[str], set[str]]:
    """The view fields no declaration feeds, and the names declarations give that no view has."""
    fed = {shown.view_field for f in declared for shown in f.view}
    return view_fields() - fed - VIEWER, fed - view_fields()


class Recorder:
    """Stands for a state (or a player) and records which of its fields are read."""

    def __init__(self, target: object, reads: dict[str, set[str]], kind: str) -> None:
        self._target = target
        self._reads = reads
        self._kind = kind

    def __getattr__(self, name: str) -> object:
        self._reads[self._kind].add(name)
        value = getattr(self._target, name)
        if name == "players":
            return [Recorder(p, self._reads, "player") for p in value]
        return value


@functools.cache
def states() -> tuple[GameState, ...]:
    return tuple(_states())


def _theater_states() -> Iterator[GameState]:
    """The Theater's owner deciding at the end of a selection, then the round after a swap (§9.4)."""
    from test_engine_rules_9_4_theater import select_all, with_theater

    s = with_theater(4, 3)
    select_all(s)
    yield s.clone(keep_history=True)
    s.apply(s.legal_actions()[0])
    yield s.clone(keep_history=True)


def _states() -> Iterator[GameState]:
    """States of seeded games in every kind of decision, Dark City's included, and at the end."""
    configs = [
        (4, "classic"),
        (2, "classic"),
        (3, "darkcity"),
        (5, "darkcity"),
        (8, "darkcity"),
        (6, "mixed"),
        (5, "assassin,thief,magician,patrician,bishop,trader,scholar,warlord"),  # the 2016 box (§9)
        (4, "assassin,spy,seer,king,bishop,merchant,architect,marshal"),  # the Spy and the Seer
        (5, "magistrate,thief,magician,king,bishop,merchant,architect,warlord"),  # the Magistrate (§9.3)
        (4, "assassin,blackmailer,magician,king,bishop,merchant,architect,warlord"),  # the Blackmailer (§9.3)
    ]
    yield from _theater_states()
    for i, (players, characters) in enumerate(configs * 3):
        s = new_game(GameConfig(players=players, characters=characters), 500 + i)
        rnd = random.Random(i)
        while True:
            yield s.clone(keep_history=True)
            if s.game_over:
                break
            s.apply(rnd.choice(s.legal_actions()), events=False)
    # the Graveyard's owner deciding (random games rarely get there)
    s = (
        Scenario(players=4)
        .gold(3, 10)
        .gold(1, 1)
        .city(1, "graveyard")
        .city(2, "castle")
        .characters({0: "assassin", 1: "thief", 2: "king", 3: "warlord"})
        .turn("warlord", gathered=True)
        .build()
    )
    s.apply(Destroy(2, in_city(s, 2, "castle").id))
    yield s


def decisions_seen() -> set[Decision]:
    return {s.decision for s in states()}


def test_the_games_reach_every_kind_of_decision() -> None:
    assert decisions_seen() == set(Decision)


def test_every_field_of_the_view_is_fed_by_a_declared_field() -> None:
    unfed, unknown = unfed_and_unknown(fields(State) + fields(Player))
    assert not unfed, f"no state field declares these PlayerView fields: {sorted(unfed)}"
    assert not unknown, f"declared view fields that PlayerView does not have: {sorted(unknown)}"


def fields_read_by_make_view() -> dict[str, set[str]]:
    reads: dict[str, set[str]] = {"state": set(), "player": set()}
    for s in states():
        for seat in range(s.rules.players):
            view = make_view(Recorder(s, reads, "state"), seat)  # type: ignore[arg-type]
            assert view == s.view(seat)
    return reads


def test_make_view_reads_exactly_the_fields_declared_shown() -> None:
    """A field declared public or private must be read by `make_view`; a hidden one never."""
    reads = fields_read_by_make_view()
    for kind, declared in (("state", fields(State)), ("player", fields(Player))):
        shown = {f.name for f in declared if f.view}
        assert reads[kind] - shown == set(), f"make_view reads {kind} fields declared HIDDEN"
        assert shown - reads[kind] == set(), f"make_view never reads these {kind} fields declared shown"


def unset(obj: object, declared: tuple[Field, ...]) -> list[str]:
    """The declared fields that `obj` holds no value for."""
    return [f.name for f in declared if not hasattr(obj, f.name)]


def test_sample_state_sets_every_declared_field() -> None:
    """Determinization builds a whole state from a view: every field, every player's too."""
    for i, s in enumerate(states()):
        if i % 3:
            continue
        seat = s.to_move if s.to_move >= 0 else 0
        view = s.view(seat)
        world = sample_state(view, Rng(i))
        assert unset(world, fields(State)) == []
        for p in world.players:
            assert unset(p, fields(Player)) == []
        assert world.view(seat) == view


def test_the_checks_catch_a_field_declared_in_one_place_only() -> None:
    """A field added to the state but not to the view (or the other way round) or not set by
    `sample_state` is reported by the checks above."""
    extra_public = Field("dummy", Copy.SHARED, 0, public("dummy"))
    assert unfed_and_unknown(fields(State) + fields(Player) + (extra_public,))[1] == {"dummy"}
    without_crown = tuple(f for f in fields(State) if f.name != "crown")
    assert unfed_and_unknown(without_crown + fields(Player))[0] == {"crown"}
    extra_hidden = Field("dummy", Copy.SHARED, 0, ())
    world = sample_state(new_game(GameConfig(players=4), 1).view(0), Rng(1))
    assert unset(world, fields(State) + (extra_hidden,)) == ["dummy"]


def test_clone_copies_each_field_as_declared() -> None:
    s = next(s for s in states() if s.round >= 2 and s.decision == Decision.MAIN and s.adorned == set())
    for keep in (False, True):
        c = s.clone(keep_history=keep)
        assert type(c) is GameState
        assert c.digest() == s.digest()
        for f in fields(State):
            mine, theirs = getattr(s, f.name), getattr(c, f.name)
            if f.copy is Copy.SHARED:
                assert theirs is mine, f.name
            elif f.copy is Copy.HISTORY:
                assert theirs == (mine if keep else None) and theirs is not mine, f.name
            elif f.copy is Copy.RNG:
                assert theirs is not mine and theirs.state == mine.state, f.name
            else:
                assert theirs is not mine and len(theirs) == len(mine), f.name
                if f.copy is Copy.NESTED:
                    assert all(a is not b and a == b for a, b in zip(mine, theirs, strict=True)), f.name
                elif f.copy is Copy.CLONE:
                    assert all(a is not b and a.clone is not None for a, b in zip(mine, theirs, strict=True))
                else:
                    assert theirs == mine, f.name
    for p in s.players:
        q = p.clone()
        for f in fields(Player):
            if f.copy is not Copy.SHARED:
                assert getattr(q, f.name) is not getattr(p, f.name) and getattr(q, f.name) == getattr(
                    p, f.name
                )


def test_a_fresh_state_and_player_hold_every_field() -> None:
    rules = Rules.from_config(GameConfig(players=5, characters="darkcity"), 3)
    s = GameState(rules, 3)
    assert unset(s, fields(State)) == [] and unset(s.players[4], fields(Player)) == []
    assert s.rules is rules and s.seed == 3 and s.rng.state == Rng(3).state
    assert [p.seat for p in s.players] == [0, 1, 2, 3, 4] and s.holder == [-1] * 10
    assert s.facedown_known == [[], [], [], [], []] and s.facedown_known[0] is not s.facedown_known[1]
    assert s.history == [] and s.scores is None and s.decision == Decision.DRAFT_PICK
