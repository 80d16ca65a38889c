"""Phrase parsing: arguments as behave passes them, element phrases and their facts."""

from __future__ import annotations

from typing import Any

import pytest

from a11y_web.phrases import (
    BEFORE,
    BEHIND,
    PAGE_WITH,
    ElementFacts,
    ElementPhrase,
    after_prefix,
    element_facts,
    facts_from_words,
    parse_element_phrase,
    step_values,
    unquoted,
)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ('"Save"', "Save"),
        ("'Save'", "Save"),
        ('"say \\"hi\\""', 'say "hi"'),
        ("'it\\'s'", "it's"),
        ('"back\\\\slash"', "back\\slash"),
        ('""', ""),
        ("Save", "Save"),
        ('"', '"'),
        ("\"mixed'", "\"mixed'"),
    ],
)
def test_unquoting(text: str, value: str) -> None:
    assert unquoted(text) == value


def test_step_values_unquote_only_string_parameters() -> None:
    assert step_values("I type {string} in {element}", ('"Ada"', "the Name field")) == [
        "Ada",
        "the Name field",
    ]
    assert step_values("{element} is still shown after {int} seconds", ("the alert", "5")) == [
        "the alert",
        "5",
    ]
    assert step_values("I double tap", ()) == []


@pytest.mark.parametrize(
    ("phrase", "parsed"),
    [
        ("the Save button", ElementPhrase("the Save button")),
        (
            "the Cancel button in the open Delete account dialog",
            ElementPhrase("the Cancel button", "the Delete account dialog"),
        ),
        (
            "the open Delete account dialog",
            ElementPhrase("the Delete account dialog", "the Delete account dialog"),
        ),
    ],
)
def test_element_phrases(phrase: str, parsed: ElementPhrase) -> None:
    assert parse_element_phrase(phrase) == parsed


@pytest.mark.parametrize(
    ("phrase", "role", "name"),
    [
        ("the Account heading", "heading", "Account"),
        ("the Shipping details section", "region", "Shipping details"),
        ("the Plan radio button", "radio", "Plan"),
        ("the Terms check box", "checkbox", "Terms"),
        ("the Wi-Fi switch", "switch", "Wi-Fi"),
        ("the Settings tab panel", "tabpanel", "Settings"),
        ("the Settings tabs", "tablist", "Settings"),
        ("the Name text field", "textbox", "Name"),
        ("the Email field", "textbox", "Email"),
        ("the Upload progress bar", "progressbar", "Upload"),
        ("Home link", "link", "Home"),
    ],
)
def test_the_last_words_of_a_phrase_say_its_role(phrase: str, role: str, name: str) -> None:
    assert facts_from_words(phrase) == ElementFacts(role, name)


def test_a_phrase_without_a_role_word_has_no_facts() -> None:
    assert facts_from_words("the rotor") is None
    assert facts_from_words("the button") is None


def test_the_element_map_comes_before_the_words() -> None:
    element_map: dict[str, dict[str, Any]] = {
        "the Save button": {"role": "button", "name": "Save changes", "states": ["disabled"]},
        "the Volume control": {"role": "slider", "name": ""},
    }
    assert element_facts(element_map, "the Save button") == ElementFacts(
        "button", "Save changes", ["disabled"]
    )
    assert element_facts(element_map, "the Volume control") == ElementFacts("slider", None)
    assert element_facts(element_map, "the Help link") == ElementFacts("link", "Help")
    assert element_facts(element_map, "the page") is None


def test_prefixes() -> None:
    assert after_prefix("the element before the Save button", BEFORE) == "the Save button"
    assert after_prefix("the page behind the Delete dialog", BEHIND) == "the Delete dialog"
    assert after_prefix("the page with the Save button", PAGE_WITH) == "the Save button"
    assert after_prefix("the Save button", PAGE_WITH) is None
