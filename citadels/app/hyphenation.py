"""Where a long one-word name may break across two lines of a card's title, with a hyphen.

A card's title is drawn whole at a readable size or not at all; a single long word ("Ayuntamiento",
"Observatory") would otherwise leave its ribbon blank on a small card. The breaks follow the
syllable rules the two languages share closely enough for district names: between a vowel and a
consonant that starts the next syllable (a-ta, a-tra), or between two consonants that do not belong
together (r-t, n-t; never inside ch, ll, rr, qu, tch or a consonant with l or r).
"""

from __future__ import annotations

VOWELS = frozenset("aeiouáéíóúüy")
#: Consonant pairs that stay on one side of a break.
TOGETHER = frozenset(
    {"ch", "ll", "rr", "qu", "bl", "br", "cl", "cr", "dr", "fl", "fr", "gl", "gr", "pl", "pr", "tl", "tr"}
    | {"th", "sh", "ph", "ck", "gh", "wh"}
)
#: Each side of a break keeps at least this many letters.
SHORTEST_PART = 2


def break_points(word: str) -> list[int]:
    """The indices where ``word`` may break (the second part starts there)."""
    w = word.lower()
    points: list[int] = []
    for i in range(SHORTEST_PART, len(w) - SHORTEST_PART + 1):
        before, at, after = w[i - 1], w[i], w[i + 1]
        if not (before.isalpha() and at.isalpha() and after.isalpha()) or w[i - 1 : i + 2] == "tch":
            continue
        if before in VOWELS and at not in VOWELS and (after in VOWELS or at + after in TOGETHER):
            points.append(i)
        elif (
            before not in VOWELS
            and at not in VOWELS
            and before + at not in TOGETHER
            and (w[i - 2] in VOWELS or w[i - 2 : i] in TOGETHER)
        ):
            points.append(i)
    return points


def hyphenated_halves(word: str) -> list[tuple[str, str]]:
    """The ways to set ``word`` on two lines ("Ayunta-", "miento"), the most even first."""
    points = sorted(break_points(word), key=lambda i: abs(len(word) / 2 - i))
    return [(word[:i] + "-", word[i:]) for i in points]
