"""The command line's errors speak the player's language: ``--lang`` wherever it is on the line, else the
language picked in the game's settings, else the system's — argparse's own words included, with the
same exit status 2 and one error line, never a traceback."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest

from citadels import __main__ as cli
from citadels.__main__ import main

ROOT = Path(__file__).resolve().parent.parent

#: a bad line, and words its Spanish error must have
SPANISH = [
    ("simulate --players 99", "debe estar entre 2 y 8, no 99"),
    ("simulate --players 1", "debe estar entre 2 y 8"),
    ("simulate --games 0", "debe ser al menos 1, no 0"),
    ("simulate --games many", "se esperaba un número entero, no 'many'"),
    ("simulate --seed x", "se esperaba un número entero"),
    ("simulate --hard-time nan", "número positivo de segundos"),
    ("simulate --hard-time soon", "se esperaba un número de segundos"),
    ("simulate --bots random,nobody", "bot desconocido: 'nobody'"),
    ("simulate --bots random,random,random --players 4", "argumento --bots: 3 bots para 4 jugadores"),
    ("simulate --ruleset chess", "opción no válida: 'chess' (elige entre"),
    ("simulate --players", "argumento --players: se esperaba un valor"),
    ("simulate --characters foo", "argumento --characters: conjunto de personajes desconocido 'foo': usa classic, darkcity, mixed"),
    ("simulate --characters foo,bar", "argumento --characters: nombra 8 personajes"),
    ("simulate --players 8 --characters classic", "8 jugadores necesitan un personaje de rango 9 (Artista o Reina)"),
    ("simulate --players 3 --characters witch,thief,wizard,king,abbot,merchant,navigator,warlord,artist",
     "un personaje de rango 9 necesita 4 jugadores o más, no 3"),
    ("simulate --characters king,thief,wizard,king,abbot,merchant,navigator,warlord",
     "el rango 1 debe ser assassin o witch o magistrate o random, no 'king'"),
    ("simulate --uniques keep,nowhere", "'nowhere' no es un distrito único"),
    ("simulate --uniques keep,keep", "el distrito único 'keep' aparece dos veces"),
    ("demo --bots nobody", "bot desconocido"),
    ("--size 640x480", "la ventana de 640x480 es demasiado pequeña"),
    ("--size 99999x99999", "demasiado grande"),
    ("--size axb", "el tamaño debe tener la forma 1280x720"),
    ("screenshot --scene menu --out {tmp}", "es una carpeta"),
    ("screenshot --scene menu --out {tmp}/missing/x.png", "no existe"),
    ("screenshot --out {tmp}/x.png", "faltan estos argumentos obligatorios: --scene"),
    ("screenshot --scene menu --players 5 --out {tmp}/x.png", "argumento --players: la escena menu no lo usa"),
    ("screenshot --scene setup --seed 3 --out {tmp}/x.png", "solo admite --players, --characters, --uniques"),
    ("nonsense", "argumento command: opción no válida: 'nonsense'"),
    ("selftest --bogus", "argumentos no reconocidos: --bogus"),
]  # fmt: skip

ENGLISH_WORDS = ("usage:", "argument ", "must be", "invalid", "unknown", "expected", "unrecognized", "need")


@pytest.fixture(autouse=True)
def english_system(monkeypatch: pytest.MonkeyPatch) -> None:
    """An English system unless a test says otherwise (the tests must not depend on the machine's)."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "en_US.UTF-8")


def _error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """The error a bad line gives (exit status 2, no traceback, one error line at the end)."""
    with pytest.raises(SystemExit) as info:
        raise SystemExit(main(argv))
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    last = err.strip().splitlines()[-1]
    assert last.startswith("citadels"), err
    return err


@pytest.mark.parametrize(("line", "spanish"), SPANISH)
def test_errors_are_spanish_with_lang_es(
    line: str, spanish: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err = _error(["--lang", "es", *line.format(tmp=tmp_path).split()], capsys)
    assert spanish in err.strip().splitlines()[-1], err
    for lines in err.strip().splitlines():
        assert not any(word in lines for word in ENGLISH_WORDS), err
    if "usage" in err or "uso" in err:
        assert err.startswith("uso: citadels")


@pytest.mark.parametrize("line", [line for line, _spanish in SPANISH])
def test_the_same_errors_stay_english_with_lang_en(
    line: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err = _error(["--lang", "en", *line.format(tmp=tmp_path).split()], capsys)
    assert "error" in err.strip().splitlines()[-1]
    assert not any(
        word in err for word in ("uso:", "argumento", "debe", "no válid", "desconocido", "jugadores")
    )


def test_lang_counts_wherever_it_is_on_the_line(capsys: pytest.CaptureFixture[str]) -> None:
    """argparse meets --players 99 before --lang es: the error is Spanish all the same."""
    assert "debe estar entre 2 y 8" in _error(["simulate", "--players", "99", "--lang", "es"], capsys)
    assert "debe estar entre 2 y 8" in _error(["simulate", "--players", "99", "--lang=es"], capsys)
    assert "debe estar entre 2 y 8" in _error(["--la", "es", "simulate", "--players", "99"], capsys)


def test_a_spanish_system_gets_spanish_errors(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    assert "argumento --players: debe estar entre 2 y 8" in _error(["simulate", "--players", "99"], capsys)
    assert "must be from 2 to 8" in _error(["--lang", "en", "simulate", "--players", "99"], capsys)


def test_the_language_picked_in_the_settings_wins_over_the_system(
    user_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    settings = user_home / "config" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text(json.dumps({"language": "es", "language_from_system": False}), encoding="utf-8")
    assert "demasiado pequeña" in _error(["--size", "640x480"], capsys)
    # a language that only followed the system's is not a choice: the system's (English) counts
    settings.write_text(json.dumps({"language": "es", "language_from_system": True}), encoding="utf-8")
    assert "too small" in _error(["--size", "640x480"], capsys)
    settings.write_text("{not json", encoding="utf-8")  # a damaged file: the game reports it, not this
    assert "too small" in _error(["--size", "640x480"], capsys)
    assert settings.read_text(encoding="utf-8") == "{not json"  # read, never moved or rewritten


def test_ladder_errors_are_spanish(capsys: pytest.CaptureFixture[str]) -> None:
    for line, spanish in [
        ("ladder --players 8 --quiet", "el número de jugadores debe estar entre 2 y 7"),
        ("ladder --bots random,random --quiet", "cada bot puede aparecer una sola vez"),
        ("ladder --bots nobody,random --players 2 --quiet", "bot desconocido: 'nobody'; elige entre"),
        ("ladder --bots random,greedy --players 3 --quiet", "necesita al menos 3 bots distintos, no 2"),
        ("ladder --bogus", "argumentos no reconocidos: --bogus"),
    ]:
        err = _error(["--lang", "es", *line.split()], capsys)
        assert err.startswith("citadels ladder: error: ") and spanish in err, err


def test_argparse_keeps_its_own_words_after_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    """The catalog is lent to argparse only while the line is read: other parsers stay untouched."""
    before = vars(argparse)["_"], vars(argparse)["ngettext"]
    _error(["--lang", "es", "nonsense"], capsys)
    assert (vars(argparse)["_"], vars(argparse)["ngettext"]) == before
    assert main(["--lang", "es", "--version"]) == 0
    assert (vars(argparse)["_"], vars(argparse)["ngettext"]) == before
    other = argparse.ArgumentParser(prog="other")
    assert other.format_usage().startswith("usage: other")


def test_every_message_from_the_engine_and_the_ladder_is_translated() -> None:
    """The engine, the ladder and the bot registry raise English messages; the command line knows
    each one it can meet (a new or reworded one fails here rather than showing English)."""
    from citadels.cli.ladder import run_ladder
    from citadels.cli.simulate import check_characters, check_uniques

    messages: list[str] = []
    for players, characters in [
        (4, "foo"), (8, "classic"), (4, "witch,thief,wizard,king,abbot,merchant,navigator,warlord,queen"),
        (3, "witch,thief,wizard,king,abbot,merchant,navigator,warlord,artist"),
        (8, "witch,thief,wizard,king,abbot,merchant,navigator,warlord"),
        (4, "king,thief,wizard,king,abbot,merchant,navigator,warlord"),
        (4, "witch,thief,wizard,king,abbot,merchant,navigator,warlord,king"),
    ]:  # fmt: skip
        with pytest.raises(ValueError) as info:
            check_characters(players, characters)
        messages.append(str(info.value))
    for uniques in ("foo", "keep,keep"):
        with pytest.raises(ValueError) as info:
            check_uniques(uniques)
        messages.append(str(info.value))
    for bots, players in [(["random", "random"], 2), (["random", "greedy"], 8), (["random", "greedy"], 3),
                          (["nobody", "random"], 2)]:  # fmt: skip
        with pytest.raises(ValueError) as info:
            run_ladder(bots, players=players, games=1)
        messages.append(str(info.value))
    cli.use_language("es")
    try:
        for message in messages:
            translated = cli.translated_problem(message)
            assert translated != message, f"no Spanish for the engine's message {message!r}"
            assert not any(word in translated for word in ("must", "need", "unknown", "named", "players")), (
                translated
            )
    finally:
        cli.use_language("en")
    for message in messages:  # and English stays word for word the engine's
        assert cli.translated_problem(message) == message


def test_a_real_process_with_lang_es_ends_with_one_spanish_line() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "citadels", "--lang", "es", "simulate", "--players", "99"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert done.stderr.startswith("uso: citadels simulate")
    assert (
        done.stderr.strip().splitlines()[-1]
        == "citadels simulate: error: argumento --players: debe estar entre 2 y 8, no 99"
    )


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("es", ["uso: citadels", "opciones:", "muestra esta ayuda y termina", "idioma de la interfaz: es o en",
                "juega partidas entre bots", "ARCHIVO.ciudadelas importa una partida compartida"]),
        ("en", ["usage: citadels", "options:", "show this help message and exit", "language of the interface: es or en",
                "play bot-versus-bot games", "FILE.ciudadelas imports a shared saved game"]),
    ],
)  # fmt: skip
def test_help_speaks_the_language(lang: str, words: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--lang", lang, "--help"])
    assert info.value.code == 0
    out = capsys.readouterr().out
    for word in words:
        assert word in out, out
    with pytest.raises(SystemExit):
        main(["simulate", "--help", "--lang", lang])
    out = capsys.readouterr().out
    assert ("distritos únicos del mazo" if lang == "es" else "unique districts in the deck") in out
