"""The words of a step: its arguments as behave passes them, and the element phrases
("the Cancel button in the open Delete account dialog") with the role and name they stand
for. Pure functions: no browser here."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .words import PHRASE_ROLES

#: Places a step names that belong to the browser, not the page.
BROWSER_PLACES = {"the address bar"}
#: "the element before the Save button": the element Tab stops at before it.
BEFORE = "the element before the "
#: "the page behind the Delete account dialog": everything outside the dialog.
BEHIND = "the page behind the "
#: "the page with the Save button": the page, checked to hold the element.
PAGE_WITH = "the page with "

_PARAMETER = re.compile(r"\{([^}]*)\}")
_ESCAPE = re.compile(r"\\(.)")


def unquoted(text: str) -> str:
    """A quoted string argument without its quotes and escapes; any other text as it is."""
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
        return _ESCAPE.sub(r"\1", text[1:-1])
    return text


def step_values(expression: str, arguments: tuple[str, ...]) -> list[str]:
    """The step's arguments in the order of the expression's parameters, a ``{string}``
    without its quotes."""
    types = _PARAMETER.findall(expression)
    return [
        unquoted(text) if kind == "string" else text
        for kind, text in zip(types, arguments, strict=False)
    ]


@dataclass(frozen=True)
class ElementPhrase:
    """An element phrase taken apart: the element, and the container to open before it is
    looked for ("… in the open Delete account dialog"; "the open Delete account dialog" is
    the dialog itself, opened)."""

    element: str
    container: str | None = None


def parse_element_phrase(phrase: str) -> ElementPhrase:
    """Takes an element phrase apart (see ``ElementPhrase``)."""
    if " in the open " in phrase:
        element, container = phrase.split(" in the open ", 1)
        return ElementPhrase(element, "the " + container)
    if phrase.startswith("the open "):
        element = "the " + phrase[len("the open ") :]
        return ElementPhrase(element, element)
    return ElementPhrase(phrase)


@dataclass(frozen=True)
class ElementFacts:
    """What the element map, or else the phrase's last words, say of an element: its ARIA
    role, accessible name and states."""

    role: str | None = None
    name: str | None = None
    states: list[str] = field(default_factory=list)

    @staticmethod
    def of(entry: dict[str, Any]) -> ElementFacts:
        """The facts of an element map entry (``{"role": …, "name": …, "states": […]}``)."""
        role, name = entry.get("role"), entry.get("name")
        return ElementFacts(
            role if isinstance(role, str) and role else None,
            name if isinstance(name, str) and name else None,
            [str(state) for state in entry.get("states", [])],
        )


def facts_from_words(phrase: str) -> ElementFacts | None:
    """The role and name the phrase's last words say ("the Account heading": a heading named
    "Account"), by ``PHRASE_ROLES``; None when its last words name no role."""
    words = phrase[4:] if phrase.startswith("the ") else phrase
    for suffix, role in PHRASE_ROLES:
        if words.endswith(" " + suffix):
            return ElementFacts(role, words[: -len(suffix) - 1] or None)
    return None


def element_facts(element_map: dict[str, dict[str, Any]], phrase: str) -> ElementFacts | None:
    """The facts of an element phrase: from the element map, or else from the phrase's last
    words; None when neither says its role."""
    entry = element_map.get(phrase)
    if entry:
        return ElementFacts.of(entry)
    return facts_from_words(phrase)


def after_prefix(phrase: str, prefix: str) -> str | None:
    """The element a phrase with the prefix names ("the element before the Save button": "the
    Save button"); None when it does not start with the prefix."""
    if not phrase.startswith(prefix):
        return None
    return "the " + phrase[len(prefix) :].removeprefix("the ")
