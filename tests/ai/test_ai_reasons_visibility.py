"""Every bot reason declares what it reveals; the public wording of a secret reason names nothing
hidden and cannot be built from a secret parameter."""

from __future__ import annotations

import string

from citadels.ai import Reason
from citadels.ai import messages as M


def _fields(key: str) -> set[str]:
    return {name for _t, name, _s, _c in string.Formatter().parse(key) if name}


def test_every_key_declares_what_it_reveals() -> None:
    missing = [k for k in M.ALL_KEYS if k not in M.REVEALS]
    assert not missing, missing
    for key, secrets in M.REVEALS.items():
        assert secrets <= M.SECRETS, key


def test_public_wordings_reveal_nothing_and_use_only_their_reasons_fields() -> None:
    for key, public in M.PUBLIC.items():
        assert M.REVEALS[key], f"{key!r} reveals nothing: it needs no public wording"
        assert not M.REVEALS[public], public
        assert _fields(public) <= _fields(key), (key, public)
        # the only fields a public wording may carry are the ones its action shows to everyone
        assert _fields(public) <= {"character", "seat", "count"}, public


def test_a_secret_reason_shows_its_public_wording_or_nothing() -> None:
    gold = Reason(M.GOLD_SAVE, {"district": "cathedral"})
    shown = gold.public()
    assert shown is not None and shown.key == M.PUBLIC_GOLD_TO_BUILD and "district" not in shown.params
    now = Reason(M.GOLD_TO_BUILD, {"district": "cathedral"}).public()  # built this very turn
    assert now is not None and now.key == M.PUBLIC_GOLD_BUILD_NOW and not now.params
    assert Reason(M.PICK_CROWN, {"character": 4}).public() is None
    murder = Reason(M.MURDER_THREAT, {"character": 4, "seat": 2, "count": 5}).public()
    assert murder is not None and murder.key == M.PUBLIC_MURDER and dict(murder.params) == {"character": 4}


def test_a_public_reason_is_itself_and_an_unknown_key_is_secret() -> None:
    built = Reason(M.BUILD_BEST, {"district": "manor"})
    assert built.public() is built
    assert Reason("a brand new reason naming the {district}", {"district": "manor"}).public() is None
    assert Reason(M.BUILD_BEST, {"district": "manor"}, reveals=frozenset({M.HAND})).public() is None
    override = Reason(M.BUILD_BEST, {"district": "manor"}, reveals=frozenset({M.HAND}), public_key=M.END_TURN)
    assert override.public() == Reason(M.END_TURN, {}, reveals=frozenset())
