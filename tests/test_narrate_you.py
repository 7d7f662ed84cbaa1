"""A solo game speaks to its one person as "you" (issue 20: the log read "Player 1 chooses the
Architect", "Player 1 was the murdered King"): sentences of their own in both languages (a Spanish
verb in the second person, not a name swapped for "tú"), the person never named. Without `you` (hot
seat, the record of a finished game) every seat is named."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from citadels.ai import messages as M
from citadels.ai.base import Reason
from citadels.engine import CARDS, GameConfig, new_game_with_events
from citadels.engine import events as E
from citadels.engine.characters import CLASSIC_CHARACTERS
from citadels.text.i18n import set_language
from citadels.text.narrate import explain_reason, narrate

ME = "Zoë Ruiz"  # the person's name: it appears in no sentence of the game
NAMES = (ME, "Alvar", "Beatriz", "Carmen", "Diego", "Elena", "Fermín", "Gala")
CASTLE = next(c.id for c in CARDS if c.kind.name == "castle")


@pytest.fixture(params=["en", "es"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


def _games() -> Iterator[tuple[list[E.Event], tuple[object, ...]]]:
    """Random games: classic, Dark City and mixed characters, 2 to 8 players."""
    for players, characters, seed in ((2, "classic", 1), (4, "classic", 2), (7, "classic", 3), (4, "darkcity", 4),
                                      (6, "darkcity", 5), (8, "darkcity", 6), (5, "mixed", 7), (3, "mixed", 8)):  # fmt: skip
        s, events = new_game_with_events(GameConfig(players=players, characters=characters), seed)  # type: ignore[arg-type]
        rnd = random.Random(seed)
        while not s.game_over:
            events += s.apply(rnd.choice(s.legal_actions()))
        yield events, s.rules.characters


def test_the_person_of_a_solo_game_is_never_named_and_is_told_everything_that_concerns_them(
    lang: str,
) -> None:
    addressed = 0
    for events, line_up in _games():
        for event in events:
            said = narrate(event, NAMES, 0, line_up, you=0)  # type: ignore[arg-type]
            named = narrate(event, NAMES, 0, line_up)  # type: ignore[arg-type]
            assert said is None or ME not in said, said
            if named is not None and ME in named:  # a sentence about the person: said to them
                assert said and said != named, (event, named)
                addressed += 1
    assert addressed >= 300


@pytest.mark.parametrize(
    ("event", "en", "es"),
    [
        (E.CharacterChosen(seat=0, rank=7), "You choose the Architect.", "Eliges al Arquitecto."),
        (
            E.MurderedRevealed(rank=4, seat=0),
            "You were the murdered King.",
            "Eras el Rey, el personaje asesinado.",
        ),
        (E.CharacterRevealed(seat=0, rank=5), "You are the Bishop.", "Eres el Obispo."),
        (
            E.GoldStolen(robber=1, victim=0, amount=3),
            "Alvar steals 3 gold from you.",
            "Alvar te roba 3 de oro.",
        ),
        (
            E.GoldStolen(robber=0, victim=2, amount=1),
            "You steal 1 gold from Beatriz.",
            "Robas 1 de oro a Beatriz.",
        ),
        (
            E.Destroyed(seat=1, target=0, card=CASTLE, paid=3),
            "Alvar destroys your Castle for 3 gold.",
            "Alvar destruye tu Castillo por 3 de oro.",
        ),
        (
            E.HandsSwapped(seat=2, target=0, gave=2, got=4),
            "Beatriz swaps hands with you.",
            "Beatriz cambia su mano con la tuya.",
        ),
        (
            E.Built(seat=0, card=CASTLE, cost=4),
            "You build the Castle (4 gold).",
            "Construyes Castillo (4 de oro).",
        ),
        (
            E.GameEnded(winner=0, scores=(30, 20)),
            "Game over. You win with 30 points.",
            "Fin de la partida. Ganas con 30 puntos.",
        ),
    ],
)
def test_sentences_said_to_the_person(lang: str, event: E.Event, en: str, es: str) -> None:
    assert narrate(event, NAMES, 0, CLASSIC_CHARACTERS, you=0) == {"en": en, "es": es}[lang]


def test_hot_seat_and_the_record_name_every_seat(lang: str) -> None:
    said = narrate(E.CharacterChosen(seat=0, rank=7), NAMES, 0, CLASSIC_CHARACTERS)
    assert said == {"en": f"{ME} chooses the Architect.", "es": f"{ME} elige al Arquitecto."}[lang]
    murdered = narrate(E.MurderedRevealed(rank=4, seat=0), NAMES, None, CLASSIC_CHARACTERS)
    assert murdered is not None and murdered.startswith(ME)


def _shown_during_the_game() -> set[str]:
    """The reason keys a log may show while the game is on (a key that reveals nothing, or a public
    wording)."""
    return {key for key in M.ALL_KEYS if not M.reveals(key)} | set(M.PUBLIC.values())


def test_every_reason_shown_during_the_game_that_names_a_seat_can_name_you() -> None:
    naming = {key for key in _shown_during_the_game() if "{seat}" in key}
    assert naming and naming == set(M.ADDRESSED)
    assert all("{seat}" not in wording for wording in M.ADDRESSED.values())


def test_a_bot_reason_about_the_person_is_said_to_them(lang: str) -> None:
    for key in M.ADDRESSED:
        reason = Reason(key, {"seat": 0, "district": "castle", "count": 3, "mine": 1, "dtype": 1, "den": 2})
        to_me = explain_reason(reason, NAMES, CLASSIC_CHARACTERS, you=0)
        about_another = explain_reason(
            Reason(key, {"seat": 1, "district": "castle", "count": 3, "mine": 1, "dtype": 1, "den": 2}),
            NAMES,
            CLASSIC_CHARACTERS,
            you=0,
        )
        assert ME not in to_me and to_me != explain_reason(reason, NAMES, CLASSIC_CHARACTERS), (key, to_me)
        assert "Alvar" in about_another, about_another
    said = explain_reason(
        Reason(M.DESTROY_THREAT, {"seat": 0, "district": "castle"}), NAMES, CLASSIC_CHARACTERS, you=0
    )
    assert said == {"en": "destroys your Castle: you are the most dangerous rival",
                    "es": "destruye tu Castillo: eres la mayor amenaza"}[lang]  # fmt: skip
