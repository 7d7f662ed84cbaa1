"""Each table keyed by a character or a unique district (`coverage_tables.COVERAGE`) has an entry for
every registered one, and says which it lacks."""

from __future__ import annotations

import pytest
from coverage_tables import CHARACTER, COVERAGE, ROOT, UNIQUE, Coverage

from citadels.engine import CHARACTERS, UNIQUE_KINDS


@pytest.mark.parametrize("table", COVERAGE, ids=str)
def test_the_table_covers_every_registered_one(table: Coverage) -> None:
    missing = table.missing()
    assert not missing, f"{table} has no entry for {sorted(missing)}"


def test_the_tables_are_where_they_say() -> None:
    """Each file exists and names its table; both registries have their tables."""
    for table in COVERAGE:
        path = table.path
        text = (ROOT / path).read_text(encoding="utf-8")
        assert table.table in text, table
    assert {t.of for t in COVERAGE} == {CHARACTER, UNIQUE}
    assert CHARACTERS and UNIQUE_KINDS
