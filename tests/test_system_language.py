"""A Mac's preferred languages when the game gets no LANG (started from Finder): CoreFoundation and
`defaults read -g AppleLanguages` answered by fakes, so this runs (and never touches macOS) anywhere."""

from __future__ import annotations

import ctypes
import subprocess
from typing import Any

import pytest

from citadels.system.system_language import (
    DEFAULTS_COMMAND,
    corefoundation_languages,
    defaults_languages,
    preferred_languages,
)
from citadels.text import i18n


class FakeCoreFoundation:
    """The four CoreFoundation calls the module makes, over a Python list of tags."""

    def __init__(self, tags: list[str]) -> None:
        self.tags = tags
        self.released: list[int] = []
        self.CFLocaleCopyPreferredLanguages = self._fn(lambda: 1000)
        self.CFArrayGetCount = self._fn(lambda array: len(self.tags))
        self.CFArrayGetValueAtIndex = self._fn(lambda array, i: 2000 + i)
        self.CFStringGetCString = self._fn(self._copy)
        self.CFRelease = self._fn(self.released.append)

    @staticmethod
    def _fn(body: Any) -> Any:
        class Function:
            restype: Any = None
            argtypes: Any = None

            def __call__(self, *args: Any) -> Any:
                return body(*args)

        return Function()

    def _copy(self, string: int, buffer: Any, size: int, encoding: int) -> bool:
        data = self.tags[string - 2000].encode()
        if len(data) >= size:
            return False
        ctypes.memmove(buffer, data + b"\0", len(data) + 1)
        return True


def test_corefoundation_languages_are_read_in_order_and_the_array_released() -> None:
    fake = FakeCoreFoundation(["es-ES", "en-GB", "fr"])
    assert corefoundation_languages(lambda: fake) == ["es-ES", "en-GB", "fr"]
    assert fake.released == [1000]


def test_defaults_read_answer_is_parsed() -> None:
    calls: list[list[str]] = []

    def run(command: list[str], **kwargs: Any) -> subprocess.CompletedProcess[str]:
        calls.append(command)
        return subprocess.CompletedProcess(command, 0, '(\n    "es-419",\n    en,\n    "pt-BR"\n)\n', "")

    assert defaults_languages(run) == ["es-419", "en", "pt-BR"]
    assert calls == [list(DEFAULTS_COMMAND)]
    failed = lambda command, **kw: subprocess.CompletedProcess(command, 1, "", "does not exist")  # noqa: E731
    assert defaults_languages(failed) == []


def test_only_macos_asks_and_a_failing_way_falls_to_the_next() -> None:
    def broken() -> list[str]:
        raise OSError("no CoreFoundation here")

    assert preferred_languages("linux", lambda: ["es"], lambda: ["es"]) == []
    assert preferred_languages("darwin", broken, lambda: ["es-ES"]) == ["es-ES"]
    assert preferred_languages("darwin", lambda: ["en-US"], lambda: ["es-ES"]) == ["en-US"]
    assert preferred_languages("darwin", broken, lambda: []) == []


@pytest.fixture
def no_locale_variables(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)


@pytest.mark.usefixtures("no_locale_variables")
def test_a_spanish_mac_without_lang_starts_in_spanish() -> None:
    assert i18n.default_language(preferred=lambda: ["es-ES", "en"]) == "es"
    # the first preferred language the game speaks
    assert i18n.default_language(preferred=lambda: ["fr-FR", "es-MX", "en"]) == "es"
    assert i18n.default_language(preferred=lambda: ["en-GB", "es"]) == "en"


def test_lang_when_set_wins_over_the_preferred_languages(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    assert i18n.default_language(preferred=lambda: ["es-ES"]) == "en"
