"""Finding the element a step names, one way for every step: the CSS selector the run
configuration gives its phrase, or else its ARIA role and accessible name (from the element
map, or the phrase's last words), as assistive technology finds it; inside its container,
opened first when the phrase says "in the open …"; waiting for late content."""

from __future__ import annotations

from dataclasses import dataclass, field

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Locator, Page

from . import probes
from .config import CONFIG_NAME
from .errors import ConfigError, StepFailure
from .messages import ambiguous, not_found
from .phrases import ElementFacts, element_facts, parse_element_phrase
from .session import ELEMENTS_NAME, WebState

#: Roles of what opens and closes over the page: closing one takes it out of the tree.
_CLOSING_ROLES = {"dialog", "alertdialog", "alert"}


@dataclass
class Element:
    """An element a step names, and how it is found."""

    phrase: str
    locator: Locator
    role: str | None = None
    name: str | None = None
    states: list[str] = field(default_factory=list)


def role_locator(page: Page, role: str, name: str | None) -> Locator:
    """The elements with the ARIA role and, when given, exactly the accessible name."""
    if name:
        return page.get_by_role(role, name=name, exact=True)  # type: ignore[arg-type]
    return page.get_by_role(role)  # type: ignore[arg-type]


def facts_of(state: WebState, phrase: str) -> ElementFacts:
    """The element's role, name and states; empty facts when nothing says its role."""
    return element_facts(state.elements, phrase) or ElementFacts()


def find_by_selector(state: WebState, phrase: str, selector: str, facts: ElementFacts) -> Element:
    """The first element the run configuration's CSS selector for the phrase matches."""
    locator = state.page.locator(selector)
    try:
        count = locator.count()
    except PlaywrightError as error:
        raise ConfigError(
            f"{state.config.path}: error: elements.{phrase}: not a CSS selector the browser "
            f"accepts: {selector} ({error.message.splitlines()[0]})"
        ) from None
    if count == 0:
        raise StepFailure(
            f'no element matches the selector "{selector}" for "{phrase}" '
            f"(elements of {CONFIG_NAME})"
        )
    return Element(phrase, locator.first, facts.role, facts.name, facts.states)


def find_by_role(state: WebState, phrase: str, role: str, facts: ElementFacts) -> Element:
    """The one element with the role and name, waiting for it; several are a failure, since a
    screen reader user cannot tell them apart."""
    locator = role_locator(state.page, role, facts.name)
    # One query per try: every call to the browser is a round trip.
    counts: list[int] = []

    def found() -> str | None:
        counts.append(locator.count())
        return None if counts[-1] else "not found"

    try:
        probes.wait(state, found)
    except StepFailure:
        names = probes.page_names_with_role(state, role)
        raise StepFailure(not_found(phrase, role, facts.name, names)) from None
    if counts[-1] > 1:
        raise StepFailure(ambiguous(counts[-1], phrase, role, facts.name))
    return Element(phrase, locator, role, facts.name, facts.states)


def element(state: WebState, phrase: str) -> Element:
    """Finds the element a step names: by the CSS selector the run configuration gives it,
    or else by its ARIA role and accessible name, as assistive technology finds it. An
    element "in the open …" is looked for after its container was opened."""
    parsed = parse_element_phrase(phrase)
    if parsed.container is not None:
        open_container(state, parsed.container)
    phrase = parsed.element
    facts = facts_of(state, phrase)
    selector = state.config.elements.get(phrase)
    if selector:
        return find_by_selector(state, phrase, selector, facts)
    if not facts.role:
        raise ConfigError(
            f'error: "{phrase}" has no role in {ELEMENTS_NAME} and no selector in '
            f"{state.config.path}; add it to the elements of either"
        )
    return find_by_role(state, phrase, facts.role, facts)


def open_container(state: WebState, phrase: str) -> Element:
    """Opens a container (a dialog, an alert) that is not shown: activates the page's first
    element in the element map that is not the container (the experience's control, such as
    the button that opens the dialog) and waits for the container."""
    facts = facts_of(state, phrase)
    if not facts.role:
        raise ConfigError(f'error: "{phrase}" has no role in {ELEMENTS_NAME}; add it')
    locator = role_locator(state.page, facts.role, facts.name)
    if locator.count() == 1 and locator.is_visible():
        return Element(phrase, locator, facts.role, facts.name)
    opener = next((p for p in state.elements if p != phrase), None)
    if opener is None:
        raise StepFailure(f'"{phrase}" is not open and the element map names no control to open it')
    control = element(state, opener)
    control.locator.evaluate("e => e.focus({ focusVisible: true })")
    state.page.keyboard.press("Enter")
    try:
        probes.wait(state, lambda: None if locator.count() == 1 and locator.is_visible() else "x")
    except StepFailure:
        names = probes.page_names_with_role(state, facts.role)
        raise StepFailure(
            f'"{phrase}" did not open when Enter was pressed on "{opener}": '
            + not_found(phrase, facts.role, facts.name, names)
        ) from None
    return Element(phrase, locator, facts.role, facts.name)


def is_gone_from_tree(state: WebState, phrase: str) -> bool:
    """Whether an element that closes (a dialog) has left the accessibility tree, waiting for
    it: a closed dialog cannot be found by role and name, and that is what closing means."""
    facts = facts_of(state, phrase)
    if not facts.role or phrase in state.config.elements or facts.role not in _CLOSING_ROLES:
        return False
    locator = role_locator(state.page, facts.role, facts.name)
    try:
        probes.wait(state, lambda: None if locator.count() == 0 else "still there")
    except StepFailure:
        return False
    return True
