"""Round trip: for seeded games of every player count and ruleset, save at random points, load and
continue — identical state and events to the game played straight through."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest
from saves_testlib import reference_game, saved_prefix, setup_for

from citadels.ai.base import Reason
from citadels.engine import RULESETS
from citadels.saves import Autosave, list_saves, load_game
from citadels.session import GameSession


@pytest.mark.slow
@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("players", range(2, 8))
def test_save_anywhere_load_and_continue_gives_the_same_game(
    players: int, ruleset: str, tmp_path: Path
) -> None:
    seed = players * 101 + len(ruleset)
    setup = setup_for(players, seed, ruleset)  # type: ignore[arg-type]
    reference, played = reference_game(setup, seed)
    rng = random.Random(seed)
    for k in sorted({0, len(played), *(rng.randrange(len(played) + 1) for _ in range(3))}):
        path = saved_prefix(setup, played, k, tmp_path / f"{k}")
        loaded = load_game(path)
        session = loaded.session
        assert not loaded.torn and len(session.actions) == k
        assert session.setup == setup
        autosave = Autosave.resume(loaded, sync=False)
        for seat, action in played[k:]:
            session.submit(seat, action)
        autosave.close()
        assert session.state.digest() == reference.state.digest()  # type: ignore[union-attr]
        assert session.history == reference.history
        assert session.scores == reference.scores
        again = load_game(path)  # the continued file replays to the same end
        assert again.session.state.digest() == reference.state.digest()  # type: ignore[union-attr]
        assert again.session.history == reference.history


def test_bot_reasons_and_the_listing_survive(tmp_path: Path) -> None:
    setup = setup_for(4, 3)
    session = GameSession(setup)
    autosave = Autosave.start(session, tmp_path, sync=False)
    action = session.legal(session.to_move)[0]
    session.submit(
        session.to_move, action, reason=Reason("I take the {character}", {"character": "king", "n": 2})
    )
    autosave.close()
    loaded = load_game(autosave.path)
    assert loaded.session.actions[0].reason == Reason("I take the {character}", {"character": "king", "n": 2})
    [summary] = list_saves(tmp_path)
    assert summary.names == ("Ana", "Bruno", "Carmen", "Diego") and summary.actions == 1  # type: ignore[union-attr]
    assert summary.round == 1 and not summary.finished  # type: ignore[union-attr]
    assert summary.to_move == loaded.session.to_move  # type: ignore[union-attr]


def test_a_reasons_detail_survives_so_a_resumed_log_reads_as_the_live_one(tmp_path: Path) -> None:
    from citadels.ai import messages

    session = GameSession(setup_for(4, 3))
    autosave = Autosave.start(session, tmp_path, sync=False)
    figure = Reason(messages.SEARCH_DETAIL, {"percent": 16, "count": 16}, reveals=frozenset())
    said = Reason("takes 2 gold to afford the {district}", {"district": "palace"}, detail=figure)
    session.submit(session.to_move, session.legal(session.to_move)[0], reason=said)
    autosave.close()
    loaded = load_game(autosave.path).session.actions[0].reason
    assert loaded == said and loaded is not None and loaded.detail == figure


def test_a_finished_game_is_listed_as_finished(tmp_path: Path) -> None:
    setup = setup_for(3, 11)
    reference, played = reference_game(setup, 11)
    saved_prefix(setup, played, len(played), tmp_path)
    [summary] = list_saves(tmp_path)
    assert summary.finished and summary.round == reference.round  # type: ignore[union-attr]


def test_the_unique_districts_subset_survives_the_save(tmp_path: Path) -> None:
    """Saves keep the setup and the engine's config as their own fields: a chosen subset of unique
    districts comes back, and the loaded game deals from the same deck."""
    import dataclasses

    setup = dataclasses.replace(setup_for(5, 77), uniques="keep,library,map_room", characters="darkcity")
    reference, played = reference_game(setup, 77)
    path = saved_prefix(setup, played, len(played) // 2, tmp_path)
    loaded = load_game(path)
    assert loaded.session.setup == setup
    assert loaded.session.setup.config().uniques == ("keep", "library", "map_room")
    assert loaded.session.state.rules.cards == reference.state.rules.cards  # type: ignore[union-attr]
    for seat, action in played[len(played) // 2 :]:
        loaded.session.submit(seat, action)
    assert loaded.session.state.digest() == reference.state.digest()  # type: ignore[union-attr]


def test_9_a_game_with_the_spy_and_the_seer_saves_and_resumes_even_while_the_seer_gives(
    tmp_path: Path,
) -> None:
    """RULES.md §9.3: the Spy's look, the Seer's random take and his gifts (a decision of their own)
    replay from a save, cut anywhere — also between two of the Seer's gifts."""
    from citadels.engine import Decision
    from citadels.engine.actions import GiveCard, LookForType

    setup = dataclasses.replace(
        setup_for(4, 5), characters="assassin,spy,seer,king,bishop,merchant,architect,warlord"
    )
    reference, played = reference_game(setup, 5)
    assert any(isinstance(a, LookForType) for _seat, a in played)
    gifts = [i for i, (_seat, a) in enumerate(played) if isinstance(a, GiveCard)]
    assert gifts
    for k in (gifts[0], len(played) // 2, len(played)):
        path = saved_prefix(setup, played, k, tmp_path / f"{k}")
        loaded = load_game(path)
        session = loaded.session
        assert not loaded.torn and len(session.actions) == k
        if k == gifts[0]:
            assert session.decision == Decision.GIVE_CARDS
        for seat, action in played[k:]:
            session.submit(seat, action)
        assert session.state.digest() == reference.state.digest()  # type: ignore[union-attr]
        assert session.history == reference.history


@pytest.mark.parametrize(
    "cast",
    [
        "magistrate,blackmailer,magician,king,bishop,merchant,architect,warlord",  # RULES.md §9.3
        "witch,blackmailer,wizard,king,abbot,alchemist,architect,warlord",
    ],
)
def test_games_with_warrants_and_threats_save_and_load_at_every_pause(cast: str, tmp_path: Path) -> None:
    """The 2016 Magistrate's and Blackmailer's decisions owed by a seat not playing its turn are actions
    like any other: a save cut right at a warrant's, a bribe's or a threat's pause loads and goes on to
    the same game."""
    import dataclasses

    from citadels.engine import Decision

    setup = dataclasses.replace(setup_for(4, 31), characters=cast)
    reference, played = reference_game(setup, 31)
    pauses = []
    probe = GameSession(setup)
    for k, (seat, action) in enumerate(played):
        if probe.decision in (Decision.WARRANT, Decision.BRIBE, Decision.THREAT):
            pauses.append(k)
        probe.submit(seat, action)
    assert pauses, "the seeded game must reach a warrant's or a threat's pause"
    for k in pauses[:3]:
        path = saved_prefix(setup, played, k, tmp_path / f"{k}")
        loaded = load_game(path)
        assert loaded.session.decision in (Decision.WARRANT, Decision.BRIBE, Decision.THREAT)
        for seat, action in played[k:]:
            loaded.session.submit(seat, action)
        assert loaded.session.state.digest() == reference.state.digest()  # type: ignore[union-attr]


def test_a_game_with_theater_swaps_saves_and_loads_at_the_theaters_decision(tmp_path: Path) -> None:
    """The Theater's decision (RULES.md §9.4) and its random swap are replayed from the save: a save cut
    right at the owner's decision, or just after a swap, loads and goes on to the same game."""
    from citadels.ai import make_bot
    from citadels.engine import Decision, TheaterSwap

    deck = (
        "basilica", "capitol", "ivory_tower", "monument", "statue", "wishing_well", "gold_mine", "park",
        "poor_house", "stables", "quarry", "theater", "smithy", "haunted_city",
    )  # fmt: skip
    setup = dataclasses.replace(setup_for(4, 4), uniques=",".join(deck))
    reference = GameSession(setup)
    bots = [make_bot("greedy", 4 + i) for i in range(4)]
    played = []
    cuts = []
    while not reference.game_over:
        seat = reference.to_move
        action = bots[seat].choose(reference.view(seat), reference.legal(seat))
        if reference.decision == Decision.THEATER:
            cuts.append(len(played))
            if isinstance(action, TheaterSwap):
                cuts.append(len(played) + 1)
        reference.submit(seat, action)
        played.append((seat, action))
    assert any(isinstance(a, TheaterSwap) for _, a in played), "the seeded game must swap through the Theater"
    for k in cuts[:4]:
        path = saved_prefix(setup, played, k, tmp_path / f"{k}")
        loaded = load_game(path)
        for seat, action in played[k:]:
            loaded.session.submit(seat, action)
        assert loaded.session.state.digest() == reference.state.digest()  # type: ignore[union-attr]
