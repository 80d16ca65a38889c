"""The phrase registry: every phrase the library checks is in the vocabulary, arguments
reach the function unquoted, and a phrase without a function is pending."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, cast

import pytest
from fakes import FakeLocator

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


def _missed_after_navigation(monkeypatch: pytest.MonkeyPatch, left: str | None) -> None:
    """An element looked up after a key whose navigation began once the press returned."""
    from a11y_web import probes, steps
    from a11y_web.errors import StepFailure

    def missed(state: Any, target: str) -> None:
        raise StepFailure(f'no element with the role "link" for "{target}"')

    monkeypatch.setattr(steps, "web", lambda context: object())
    monkeypatch.setattr(steps, "_element_after_action", missed)
    # Before the lookup the page has not begun to leave; after it, it has.
    answers = iter([None, left])
    monkeypatch.setattr(probes, "left_for", lambda state: next(answers))
    monkeypatch.setattr(probes, "wait_for_arrival", lambda state: None)
    monkeypatch.setattr(probes, "unreachable", lambda state, url: None)


def test_a_link_whose_page_went_after_the_lookup_began_is_judged_where_it_led(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from a11y_web.steps import element_outcome

    _missed_after_navigation(monkeypatch, "http://h/privacy.html")
    element_outcome(None, "the Privacy policy link", "activates")
    assert "led to http://h/privacy.html" in capsys.readouterr().out


def test_an_element_missed_on_a_page_that_stayed_is_a_failure(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from a11y_web.errors import StepFailure
    from a11y_web.steps import element_outcome

    _missed_after_navigation(monkeypatch, None)
    with pytest.raises(StepFailure, match="no element"):
        element_outcome(None, "the Privacy policy link", "activates")


def _choose(monkeypatch: pytest.MonkeyPatch, inner: Any) -> list[str]:
    """Runs "… is chosen in the Rating group" on a group whose radio buttons are ``inner``;
    returns the reasons the scenario was skipped for."""
    from types import SimpleNamespace

    from a11y_web import steps
    from a11y_web.elements import Element

    group = FakeLocator(inner=inner)
    state = SimpleNamespace(config=SimpleNamespace(elements={"the Rating group": "#rating"}))
    skipped: list[str] = []
    context = SimpleNamespace(scenario=SimpleNamespace(skip=skipped.append))
    monkeypatch.setattr(steps, "web", lambda context: state)
    monkeypatch.setattr(steps, "element", lambda state, target: Element(target, cast(Any, group)))
    steps.chosen_in(context, "5 stars", "the Rating group")
    return skipped


def test_a_choice_no_radio_button_is_named_after_is_a_failure(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from a11y_web.errors import StepFailure

    # No option, radio button or tab is named "5 stars"; the group holds radio buttons.
    radios = FakeLocator(counts=[0, 0, 0, 0, 3])
    with pytest.raises(StepFailure, match=r'the name "5 stars" in "the Rating group"'):
        _choose(monkeypatch, radios)


def test_a_choice_in_an_element_without_options_is_skipped(
    monkeypatch: pytest.MonkeyPatch,
) -> None:

    assert _choose(monkeypatch, FakeLocator(counts=[0])) != []
