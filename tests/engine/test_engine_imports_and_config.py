"""The engine never imports pygame; game configurations are validated with clear messages."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from citadels.engine import ConfigError, GameConfig, validate_config

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("module", ["citadels.engine", "citadels.ai"])
def test_importing_does_not_import_pygame(module: str) -> None:
    if module == "citadels.ai" and not (ROOT / "citadels" / "ai" / "__init__.py").exists():
        pytest.skip("no citadels.ai package yet")
    every_engine_module = ", ".join(
        f"citadels.engine.{p.stem}" for p in sorted((ROOT / "citadels" / "engine").glob("*.py"))
    )
    code = (
        f"import sys, {module}, {every_engine_module}\n"
        "assert 'pygame' not in sys.modules, sorted(m for m in sys.modules if 'pygame' in m)\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


def test_config_valid_values() -> None:
    for players in range(2, 8):
        for ruleset in ("classic", "classic_variant", "short"):
            config = validate_config(players=players, ruleset=ruleset, crown=players - 1)
            assert config == GameConfig(players=players, ruleset=ruleset, crown=players - 1)  # type: ignore[arg-type]
    assert validate_config().players == 4 and validate_config().crown is None


@pytest.mark.parametrize("players", [-1, 0, 1, 8, 9])
def test_config_players_outside_2_to_7(players: int) -> None:
    with pytest.raises(ConfigError, match="players"):
        validate_config(players=players)


@pytest.mark.parametrize("ruleset", ["dark_city", "", "Classic"])
def test_config_unknown_ruleset(ruleset: str) -> None:
    with pytest.raises(ConfigError, match="ruleset"):
        validate_config(ruleset=ruleset)


@pytest.mark.parametrize(("players", "crown"), [(4, 4), (2, 2), (7, 9), (4, -1)])
def test_config_crown_seat_out_of_range(players: int, crown: int) -> None:
    with pytest.raises(ConfigError, match="crown"):
        validate_config(players=players, crown=crown)


def test_config_unknown_field() -> None:
    with pytest.raises(ConfigError, match="invalid game configuration"):
        validate_config(players=4, dark_city=True)


def test_config_error_is_a_value_error_with_a_readable_message() -> None:
    with pytest.raises(ValueError) as err:
        validate_config(players=9)
    assert isinstance(err.value, ConfigError)
    assert "invalid game configuration" in str(err.value)
