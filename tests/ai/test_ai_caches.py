"""The bots' caches change nothing: warm answers equal the answers worked out from scratch.

The draft inference, the table facts and the Sinkhorn scaling are shared between views that agree
on what they read (a search meets the same draft across many sampled worlds); a key that missed a
field would give one view another view's answer.
"""

from __future__ import annotations

import pytest

from citadels.ai import knowledge
from citadels.ai.knowledge import Inference, character_value, make_ctx
from citadels.ai.medium import MediumBot
from citadels.engine import Decision, GameConfig, PlayerView, new_game
from citadels.engine.abilities import city_protected, protected_seats


def _cold() -> None:
    knowledge._INFERENCES.clear()
    knowledge._SCALED.clear()
    knowledge._CTXS.clear()
    knowledge._ctx_memo = (None, None)
    knowledge._cv_memo = (None, {})
    knowledge._threat_memo = (None, [])
    knowledge._rounds_left_memo = (None, 0.0)
    knowledge._buildable_memo = (None, [])


def _views(players: int, characters: str, seed: int) -> list[PlayerView]:
    """Every seat's view at every decision of a seeded Medium game."""
    state = new_game(GameConfig(players=players, characters=characters), seed)
    state.history = None
    bots = [MediumBot(seed * 10 + s) for s in range(players)]
    out: list[PlayerView] = []
    while state.decision != Decision.GAME_OVER:
        out.extend(state.view(s) for s in range(players))
        protected = protected_seats(state)
        for s in range(players):
            assert (s in protected) == city_protected(state, s)
        view = state.view(state.to_move)
        state.apply(bots[state.to_move].choose(view, state.legal_actions()), events=False)
    return out


def _answers(view: PlayerView, shared: bool) -> tuple[object, ...]:
    inf = Inference.of(view) if shared else Inference(view)
    ctx = make_ctx(view)
    values = tuple(
        character_value(view, p.seat, r, ctx) for p in view.table for r in range(1, len(view.characters) + 1)
    )
    return (inf.slots, inf.ranks, inf.prob, inf.from_draft, ctx, values)


@pytest.mark.slow
def test_shared_answers_equal_fresh_ones() -> None:
    views = [
        v
        for players, chars, seed in (
            (4, "classic", 1),
            (2, "classic", 2),
            (7, "darkcity", 3),
            (5, "mixed", 4),
        )
        for v in _views(players, chars, seed)
    ]
    warm = []
    for v in views:  # caches filled by every earlier view
        warm.append(_answers(v, shared=True))
    for v, got in zip(views[::7], warm[::7], strict=True):
        _cold()
        assert _answers(v, shared=False) == got


def test_the_city_facts_cache_stays_bounded_and_keeps_what_is_met_again() -> None:
    import itertools

    from citadels.engine import CARDS

    cities = [tuple(combo) for combo in itertools.islice(itertools.combinations(CARDS[:40], 4), 20_000)]
    kept = cities[0]
    first = knowledge.city_facts(kept)
    for i, city in enumerate(cities):
        facts = knowledge.city_facts(city)
        assert facts.points == knowledge.CityFacts(city).points
        if i % 1000 == 0:
            assert knowledge.city_facts(kept) is first  # met again and again: never dropped
        assert knowledge.facts_cached() <= 2 * knowledge.FACTS_GENERATION
    assert knowledge.facts_cached() >= knowledge.FACTS_GENERATION  # a cache still, not a stub
