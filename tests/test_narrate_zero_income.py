"""Nothing says "0 gold" of income (issue 30: "takes 0 gold of income for the next raid"): a bot's
income reason with nothing to collect, in any voice, and the income event of nothing, for anyone."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from citadels.ai import messages as M
from citadels.ai.base import Reason
from citadels.engine.cards import DistrictType
from citadels.engine.events import GoldStolen, IncomeTaken
from citadels.text import i18n
from citadels.text.narrate import explain_reason, narrate
from citadels.text.reason_styles import STYLES

NAMES = ["Ana", "Bruno", "Carmen"]


@pytest.fixture(params=["en", "es"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


@pytest.mark.parametrize("key", sorted(M.INCOME_AMOUNTS))
@pytest.mark.parametrize("style", [None, *STYLES])
def test_an_income_reason_of_nothing_never_says_0_gold(lang: str, key: str, style: str | None) -> None:
    reason = Reason(key, {"count": 0, "district": "manor"})
    said = explain_reason(reason, NAMES, style=style)
    assert "0" not in said, said
    assert said == explain_reason(Reason(M.INCOME_NONE, {}), NAMES)
    # with something to collect, the amount is said
    assert "3" in explain_reason(Reason(key, {"count": 3, "district": "manor"}), NAMES, style=style)


def test_the_income_event_of_nothing_says_so(lang: str) -> None:
    for viewer, you in ((None, None), (0, 0)):
        said = narrate(IncomeTaken(0, 0, DistrictType.MILITARY, None), NAMES, viewer, you=you)
        assert said and "0" not in said, said
    assert "2" in (narrate(IncomeTaken(0, 2, DistrictType.MILITARY, None), NAMES, None) or "")


def test_a_theft_of_nothing_never_says_0_gold(lang: str) -> None:
    """A Thief whose victim has no gold robs them of nothing: said so, for anyone and for each of the
    two it concerns; with gold to take, the amount is said."""
    for viewer, you in ((None, None), (0, 0), (1, 1), (2, 2)):
        said = narrate(GoldStolen(0, 1, 0), NAMES, viewer, you=you)
        assert said and "0" not in said, said
        assert "3" in (narrate(GoldStolen(0, 1, 3), NAMES, viewer, you=you) or "")
