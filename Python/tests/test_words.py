"""The word-to-role and word-to-state maps: every word each screen reader says in the web
scenarios is mapped, to the role or state the browser exposes for it."""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

import pytest

from a11y_web.errors import StepFailure
from a11y_web.words import KEYS, ROLE_WORDS, STATE_WORDS, browser_key, roles_of_word, state_of_word

_ROLE = re.compile(r'announces the role "([^"]+)"(?:, "([^"]+)")?(?: or "([^"]+)")?')
_STATE = re.compile(r'announces the state "([^"]+)"(?: or "([^"]+)")?')


def substituted(step: str, row: dict[str, str]) -> str:
    """The step with each ``<column>`` of an outline replaced by the row's value."""
    return re.sub(r"<([^>]+)>", lambda m: row.get(m.group(1), m.group(0)), step)


def expanded_steps(feature: str) -> list[tuple[str, str]]:
    """The steps of a feature, outlines expanded by their Examples rows, each with the row's
    screen reader ("" when the row names none)."""
    steps: list[str] = []
    header: list[str] | None = None
    out: list[tuple[str, str]] = []
    for raw in feature.splitlines():
        line = raw.strip()
        if line.startswith(("Scenario", "Background")):
            steps, header = [], None
        elif line.startswith(("Given ", "When ", "Then ", "And ", "But ")):
            steps.append(line.split(" ", 1)[1])
            header = None
        elif line.startswith("Examples:"):
            header = []
        elif line.startswith("|") and header is not None:
            cells = [c.strip() for c in line.strip("|").split("|")]
            if not header:
                header = cells
                continue
            row = dict(zip(header, cells, strict=False))
            out.extend((substituted(step, row), row.get("screenReader", "")) for step in steps)
    return out


def words_by_screen_reader(root: Path, pattern: re.Pattern[str]) -> dict[str, set[str]]:
    found: dict[str, set[str]] = defaultdict(set)
    for path in sorted((root / "features").glob("*/web/*.feature")):
        for step, reader in expanded_steps(path.read_text(encoding="utf-8")):
            for match in pattern.finditer(step):
                found[reader or "any"].update(w for w in match.groups() if w)
    return found


def test_every_role_word_of_every_screen_reader_is_mapped(repository: Path) -> None:
    found = words_by_screen_reader(repository, _ROLE)
    assert {"NVDA", "JAWS", "macOS VoiceOver"} <= set(found)
    missing = {
        r: sorted(w for w in words if w.lower() not in ROLE_WORDS) for r, words in found.items()
    }
    assert {r: w for r, w in missing.items() if w} == {}


def test_every_state_word_of_every_screen_reader_is_mapped(repository: Path) -> None:
    found = words_by_screen_reader(repository, _STATE)
    assert found
    missing = {
        r: sorted(w for w in words if w.lower() not in STATE_WORDS) for r, words in found.items()
    }
    assert {r: w for r, w in missing.items() if w} == {}


@pytest.mark.parametrize(
    ("word", "roles"),
    [
        ("check box", {"checkbox"}),  # NVDA, JAWS
        ("checkbox", {"checkbox"}),  # VoiceOver, TalkBack
        ("toggle button", {"button", "switch"}),
        ("on/off button", {"switch"}),
        ("radio button", {"radio"}),
        ("web dialog", {"dialog", "alertdialog"}),  # VoiceOver
        ("property page", {"tabpanel"}),  # JAWS
        ("Heading", {"heading"}),
    ],
)
def test_role_words(word: str, roles: set[str]) -> None:
    assert roles_of_word(word) == roles


@pytest.mark.parametrize(
    ("word", "state"),
    [
        ("not checked", ("checked", "false")),  # NVDA
        ("unchecked", ("checked", "false")),  # VoiceOver
        ("half checked", ("checked", "mixed")),
        ("dimmed", ("disabled", "true")),  # VoiceOver
        ("unavailable", ("disabled", "true")),  # JAWS
        ("On", ("checked", "true")),
        ("collapsed", ("expanded", "false")),
    ],
)
def test_state_words(word: str, state: tuple[str, str]) -> None:
    assert state_of_word(word) == state


def test_an_unknown_word_says_which_map_to_add_it_to() -> None:
    with pytest.raises(StepFailure, match=r"not in ROLE_WORDS of a11y_web/words.py"):
        roles_of_word("combo")
    with pytest.raises(StepFailure, match=r"not in STATE_WORDS of a11y_web/words.py"):
        state_of_word("busy")


def test_every_key_of_the_vocabulary_is_a_browser_key_or_a_screen_readers_own(
    repository: Path,
) -> None:
    import json

    vocabulary = json.loads((repository / "Catalog" / "vocabulary.json").read_text())
    keys = next(t for t in vocabulary["parameterTypes"] if t["name"] == "key")["regexps"]
    own = {"Volume Up", "Volume Down", "Control+Option+Right Arrow", "Control+Option+Left Arrow"}
    for key in (k.replace("\\", "") for k in keys):
        assert (browser_key(key) is None) == (key in own), key
    assert KEYS["Shift+Tab"] == "Shift+Tab" and browser_key("Right Arrow") == "ArrowRight"
