"""The phrase registry: every phrase the library checks is in the vocabulary, arguments
reach the function unquoted, and a phrase without a function is pending."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from a11y_web.steps import STEPS, phrase, run_phrase


def test_every_registered_phrase_is_in_the_vocabulary(repository: Path) -> None:
    vocabulary = json.loads((repository / "Catalog" / "vocabulary.json").read_text())
    expressions = {p["expression"] for p in vocabulary["phrases"]}
    assert set(STEPS) <= expressions
    assert len(STEPS) > 50


def test_run_phrase_passes_the_arguments_unquoted() -> None:
    seen: list[tuple[Any, ...]] = []

    @phrase("test: I type {string} in {element}")
    def typed(context: Any, text: str, target: str) -> None:
        seen.append((context, text, target))

    try:
        run_phrase("ctx", "test: I type {string} in {element}", '"Ada \\"L\\""', "the Name field")
    finally:
        del STEPS["test: I type {string} in {element}"]
    assert seen == [("ctx", 'Ada "L"', "the Name field")]


def test_a_phrase_without_a_function_is_pending() -> None:
    with pytest.raises(NotImplementedError, match=r'^pending: "I hum" has no browser check'):
        run_phrase(None, "I hum")
