"""The languages a Mac's user prefers (System Settings > General > Language & Region), first choice
first, for a game started from Finder: a macOS application gets no ``LANG`` from Finder (PyInstaller's
bundles neither), so the environment alone would start a Spanish Mac in English.

Asked of CoreFoundation through ctypes (``CFLocaleCopyPreferredLanguages``: fast, no process), else
of ``defaults read -g AppleLanguages``; an empty list when neither answers (another system, a
sandbox). Both ways are parameters, so the tests run them with fakes on any system.
"""

from __future__ import annotations

import ctypes
import logging
import re
import subprocess
import sys
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)

COREFOUNDATION = "/System/Library/Frameworks/CoreFoundation.framework/CoreFoundation"
#: kCFStringEncodingUTF8
UTF8 = 0x08000100
DEFAULTS_COMMAND = ("defaults", "read", "-g", "AppleLanguages")


def _load_corefoundation() -> Any:
    return ctypes.CDLL(COREFOUNDATION)


def corefoundation_languages(load: Callable[[], Any] = _load_corefoundation) -> list[str]:
    """``CFLocaleCopyPreferredLanguages()`` as a list of language tags (``["es-ES", "en"]``)."""
    cf = load()
    cf.CFLocaleCopyPreferredLanguages.restype = ctypes.c_void_p
    cf.CFArrayGetCount.restype = ctypes.c_long
    cf.CFArrayGetCount.argtypes = [ctypes.c_void_p]
    cf.CFArrayGetValueAtIndex.restype = ctypes.c_void_p
    cf.CFArrayGetValueAtIndex.argtypes = [ctypes.c_void_p, ctypes.c_long]
    cf.CFStringGetCString.restype = ctypes.c_bool
    cf.CFStringGetCString.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_long, ctypes.c_uint32]
    cf.CFRelease.argtypes = [ctypes.c_void_p]
    array = cf.CFLocaleCopyPreferredLanguages()
    if not array:
        return []
    try:
        tags = []
        for i in range(cf.CFArrayGetCount(array)):
            buffer = ctypes.create_string_buffer(128)
            if cf.CFStringGetCString(cf.CFArrayGetValueAtIndex(array, i), buffer, len(buffer), UTF8):
                tags.append(buffer.value.decode("utf-8", "replace"))
        return tags
    finally:
        cf.CFRelease(array)


def defaults_languages(run: Callable[..., subprocess.CompletedProcess[str]] = subprocess.run) -> list[str]:
    """The tags in ``defaults read -g AppleLanguages``'s answer, an old-style plist array:
    ``(\\n    "es-ES",\\n    en\\n)``."""
    result = run(list(DEFAULTS_COMMAND), capture_output=True, text=True, timeout=5)
    if result.returncode != 0:
        return []
    return re.findall(r'"?([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]+)*)"?\s*[,)]', result.stdout)


def preferred_languages(
    platform: str | None = None,
    corefoundation: Callable[[], list[str]] = corefoundation_languages,
    defaults: Callable[[], list[str]] = defaults_languages,
) -> list[str]:
    """The user's preferred languages on macOS, first choice first; [] elsewhere or when the
    system does not say."""
    if (platform or sys.platform) != "darwin":
        return []
    for ask in (corefoundation, defaults):
        try:
            tags = ask()
        except (OSError, AttributeError, ValueError, subprocess.SubprocessError) as exc:
            log.debug("preferred languages: %s failed: %s", getattr(ask, "__name__", ask), exc)
            continue
        if tags:
            return tags
    return []
