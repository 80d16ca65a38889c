"""Finding the element a step names, one way for every step: what ``elements`` of the run
configuration gives its phrase (a CSS selector, a role and name, or its own visible text), or
else its ARIA role and accessible name from the element map (or the phrase's last words), as
assistive technology finds it; inside the page's container (``within`` of its ``pages``
entry), and inside its own container, opened first, when the phrase says "in the open …";
waiting for late content."""

from __future__ import annotations

from dataclasses import dataclass, field

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Locator, Page

from . import probes
from .config import CONFIG_NAME, Target
from .errors import ConfigError, StepFailure
from .messages import ambiguous, not_found
from .phrases import ElementFacts, element_facts, parse_element_phrase
from .session import WebState

#: Roles of what opens and closes over the page: closing one takes it out of the tree.
_CLOSING_ROLES = {"dialog", "alertdialog", "alert"}
#: Roles whose element often has no accessible name (an alert gets none from its content):
#: the map's name is an example, and the page's one element of the role is the one meant.
_NAMELESS_ROLES = {"alert", "status", "dialog", "alertdialog"}
#: Where a lookup looks: the whole page, or the container of the page's component.
Root = Page | Locator


@dataclass
class Element:
    """An element a step names, and how it is found."""

    phrase: str
    locator: Locator
    role: str | None = None
    name: str | None = None
    states: list[str] = field(default_factory=list)


def role_locator(root: Root, role: str, name: str | None) -> Locator:
    """The elements with the ARIA role and, when given, exactly the accessible name."""
    if name:
        return root.get_by_role(role, name=name, exact=True)  # type: ignore[arg-type]
    return root.get_by_role(role)  # type: ignore[arg-type]


def locate(root: Root, target: Target) -> Locator:
    """The elements a target matches under the root (not waiting)."""
    if target.css is not None:
        return root.locator(target.css)
    if target.text is not None:
        # Playwright's text match is the innermost element holding the text: its own text.
        return root.get_by_text(target.text, exact=True)
    return role_locator(root, target.role or "", target.name)


def scope(state: WebState) -> Root:
    """The part of the page every lookup of the scenario is inside: the container ``within``
    of its ``pages`` entry names (one element, waited for), else the whole page."""
    within = state.config.within.get(state.page_key)
    if within is None:
        return state.page
    container = locate(state.page, within)
    counts: list[int] = []

    def one() -> str | None:
        counts.append(container.count())
        return None if counts[-1] else "none"

    key = f"pages.{state.page_key}.within"
    try:
        probes.wait(state, one)
    except StepFailure:
        raise ConfigError(
            f"{state.config.path}: error: {key}: no element of the page matches {within.describe()}"
        ) from None
    if counts[-1] > 1:
        raise ConfigError(
            f"{state.config.path}: error: {key}: {counts[-1]} elements of the page match "
            f"{within.describe()}; name one container"
        )
    return container


def facts_of(state: WebState, phrase: str) -> ElementFacts:
    """The element's role, name and states; empty facts when nothing says its role."""
    return element_facts(state.elements, phrase) or ElementFacts()


def target_of(state: WebState, phrase: str, facts: ElementFacts) -> Target:
    """How the element is looked for: its ``elements`` entry, else its role and name. An
    element that has no role is a set-up error that says where to give one."""
    configured = state.config.elements.get(phrase)
    if configured is not None:
        return configured
    if not facts.role:
        raise ConfigError(
            f'{state.config.path}: error: elements: nothing says how to find "{phrase}" (the '
            f"element map gives it no role); add it to elements of {CONFIG_NAME}, with a CSS "
            f'selector, {{"role": "…", "name": "…"}} or {{"text": "…"}}'
        )
    return Target(role=facts.role, name=facts.name)


def candidates(root: Root, target: Target, configured: bool) -> list[tuple[Locator, bool]]:
    """The locators to try in turn, each with whether it must match exactly one element: the
    target; for an alert, status or dialog of the element map whose name the page's element
    lacks, a dialog with a heading of that text, then the one element of the role."""
    first = [(locate(root, target), False)]
    if configured or target.role not in _NAMELESS_ROLES or not target.name:
        return first
    role = target.role or ""
    if role in {"dialog", "alertdialog"}:
        # An inner locator is relative to the dialog: from the page, not the container.
        heading = role_locator(getattr(root, "page", root), "heading", target.name)
        first.append((role_locator(root, role, None).filter(has=heading), True))
    return [*first, (role_locator(root, role, None), True)]


def match(tries: list[tuple[Locator, bool]]) -> tuple[Locator, int]:
    """The first locator that matches (exactly one element, where it must), with its count;
    the first locator and 0 when none does. One query per locator: each is a round trip."""
    for locator, only_one in tries:
        count = locator.count()
        if count and (count == 1 or not only_one):
            return locator, count
    return tries[0][0], 0


def find(state: WebState, phrase: str, facts: ElementFacts) -> Element:
    """The element of the phrase in the scenario's scope, waiting for it: the first a CSS
    selector matches; by role or text, the one element (several are a failure, since a
    screen reader user cannot tell them apart)."""
    target = target_of(state, phrase, facts)
    root = scope(state)
    tries = candidates(root, target, phrase in state.config.elements)
    found: list[tuple[Locator, int]] = []

    def seen() -> str | None:
        found.append(match(tries))
        return None if found[-1][1] else "not found"

    try:
        probes.wait(state, seen)
    except PlaywrightError as error:
        if target.css is None:
            raise
        raise ConfigError(
            f"{state.config.path}: error: elements.{phrase}: not a CSS selector the browser "
            f"accepts: {target.css} ({error.message.splitlines()[0]})"
        ) from None
    except StepFailure:
        raise StepFailure(_not_found(state, phrase, target)) from None
    locator, count = found[-1]
    if target.css is not None:
        return Element(phrase, locator.first, facts.role, facts.name, facts.states)
    if count > 1:
        if target.role is not None:
            raise StepFailure(ambiguous(count, phrase, target.role, target.name))
        raise StepFailure(
            f'{count} elements have {target.describe()} for "{phrase}": name one in elements '
            f"of {CONFIG_NAME}"
        )
    return Element(phrase, locator, target.role or facts.role, facts.name, facts.states)


def _not_found(state: WebState, phrase: str, target: Target) -> str:
    """Why the lookup found nothing: what the tree has of the role, or the selector or text
    that matched nothing; inside the page's container when it has one."""
    if target.role is not None:
        message = not_found(
            phrase, target.role, target.name, probes.page_names_with_role(state, target.role)
        )
    else:
        message = (
            f'no element matches {target.describe()} for "{phrase}" (elements of {CONFIG_NAME})'
        )
    within = state.config.within.get(state.page_key)
    if within is not None:
        message += f" (looked inside {within.describe()}, pages.{state.page_key}.within)"
    return message


def element(state: WebState, phrase: str) -> Element:
    """Finds the element a step names (``find``); an element "in the open …" is looked for
    after its container was opened."""
    parsed = parse_element_phrase(phrase)
    if parsed.container is not None:
        open_container(state, parsed.container)
    return find(state, parsed.element, facts_of(state, parsed.element))


def open_container(state: WebState, phrase: str) -> Element:
    """Opens a container (a dialog, an alert) that is not shown: activates the page's first
    element in the element map that is not the container (the experience's control, such as
    the button that opens the dialog) and waits for the container."""
    facts = facts_of(state, phrase)
    target = target_of(state, phrase, facts)
    tries = candidates(scope(state), target, phrase in state.config.elements)

    def shown() -> Locator | None:
        locator, count = match(tries)
        return locator if count == 1 and locator.is_visible() else None

    already = shown()
    if already is not None:
        return Element(phrase, already, target.role or facts.role, facts.name)
    opener = next((p for p in state.elements if p != phrase), None)
    if opener is None:
        raise StepFailure(
            f'"{phrase}" is not open and the element map names no control to open it: '
            + _not_found(state, phrase, target)
        )
    control = element(state, opener)
    control.locator.evaluate("e => e.focus({ focusVisible: true })")
    state.page.keyboard.press("Enter")
    opened: list[Locator] = []

    def is_open() -> str | None:
        locator = shown()
        if locator is None:
            return "not open"
        opened.append(locator)
        return None

    try:
        probes.wait(state, is_open)
    except StepFailure:
        raise StepFailure(
            f'"{phrase}" did not open when Enter was pressed on "{opener}": '
            + _not_found(state, phrase, target)
        ) from None
    return Element(phrase, opened[-1], target.role or facts.role, facts.name)


def is_gone_from_tree(state: WebState, phrase: str) -> bool:
    """Whether an element that closes (a dialog) has left the accessibility tree, waiting for
    it: a closed dialog cannot be found by role and name, and that is what closing means. An
    element found by a CSS selector or its text may stay in the page when closed: not so."""
    facts = facts_of(state, phrase)
    configured = state.config.elements.get(phrase)
    target = configured or Target(role=facts.role, name=facts.name)
    if target.role not in _CLOSING_ROLES:
        return False
    tries = candidates(scope(state), target, configured is not None)
    try:
        probes.wait(state, lambda: None if match(tries)[1] == 0 else "still there")
    except StepFailure:
        return False
    return True
