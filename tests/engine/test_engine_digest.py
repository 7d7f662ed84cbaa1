"""The state digest: the same game gives the same digest, anything that changes changes it, and a
field a rule adds later is covered with no extra code."""

from __future__ import annotations

import random

from citadels.engine import GameConfig, new_game, replay
from citadels.engine.digest import canonical, describe


def _played(seed: int, steps: int):  # type: ignore[no-untyped-def]
    s = new_game(GameConfig(players=5), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.game_over:
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_the_same_game_gives_the_same_digest_and_a_clone_too() -> None:
    s = _played(3, 120)
    again = replay(GameConfig(players=5), 3, list(s.history or []))
    assert s.digest() == again.digest() == s.clone().digest()


def test_a_hidden_change_changes_the_digest() -> None:
    s = _played(4, 60)
    before = s.digest()
    c = s.clone()
    c.deck[0], c.deck[-1] = c.deck[-1], c.deck[0]  # only the deck order: secret to everyone
    assert c.digest() != before
    c = s.clone()
    c.rng.next64()
    assert c.digest() != before
    c = s.clone()
    c.players[1].gold += 1
    assert c.digest() != before


def test_every_slot_but_the_rules_and_history_is_described() -> None:
    s = _played(5, 30)
    names = [name for name, _ in describe(s)]
    assert "deck" in names and "players" in names and "rules" not in names and "history" not in names
    assert canonical({"b": {2, 1}, "a": (1.5, None)}) == canonical({"a": (1.5, None), "b": {1, 2}})
