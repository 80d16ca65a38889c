"""One function per phrase of the step vocabulary: what a web scenario's step does in the
browser and what it checks. Each exported phrase file calls ``run_phrase`` with its phrase; a
team that needs another body writes it in the phrase file instead.

What the functions check is what the browser exposes to assistive technology: a screen
reader's words are mapped to the roles and states they stand for; no speech is heard.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from playwright.sync_api import Error as PlaywrightError

from . import actions, probes
from .axtree import (
    Node,
    dom_id,
    node_description,
    node_name,
    node_role,
    node_states,
    node_value,
    reading_order,
    same_node,
    stop_index,
)
from .checks import (
    CONTAINER_ROLES,
    OUTCOME_CHECKERS,
    Observation,
    activation_problem,
    role_problem,
    said_states,
    state_problem,
    view_problem,
)
from .elements import Element, element, is_gone_from_tree, open_container, role_locator
from .errors import StepFailure
from .messages import describe
from .phrases import (
    BEFORE,
    BEHIND,
    BROWSER_PLACES,
    PAGE_WITH,
    after_prefix,
    element_facts,
    parse_element_phrase,
    step_values,
)
from .session import PHONE_SCREEN_READERS, WebState, focus_before_page, web
from .waiting import next_frame
from .words import state_of_word

Step = Callable[..., None]
#: The function of each phrase, by its expression.
STEPS: dict[str, Step] = {}


def phrase(expression: str) -> Callable[[Step], Step]:
    """Registers the function of a phrase of the vocabulary."""

    def register(function: Step) -> Step:
        STEPS[expression] = function
        return function

    return register


def run_phrase(context: Any, expression: str, *arguments: str) -> None:
    """Runs the function of a phrase with the step's arguments (a quoted string without its
    quotes); a phrase without a function is pending."""
    function = STEPS.get(expression)
    if function is None:
        raise NotImplementedError(
            f'pending: "{expression}" has no browser check in the web step library; write its '
            f"body in its phrase file"
        )
    function(context, *step_values(expression, arguments))


def _press(context: Any, key: str) -> None:
    """Presses the key; a screen reader's own command or a device key skips the scenario."""
    if not actions.press(web(context), key):
        context.scenario.skip(
            f'"{key}" is a screen reader command or a device key, not a key the browser has: '
            f"check it with the screen reader"
        )


# MARK: - Given


@phrase("the browser shows {element}")
@phrase("the app shows {element}")
def page_shows(context: Any, target: str) -> None:
    """Opens the page of the feature (``pages`` of a11y-web.json, by its @component and
    @experience tags) and checks that the element is there, found by role and name ("the
    page with …" names the page: the element is looked for when the map or the phrase says
    its role)."""
    state = web(context)
    page_element = after_prefix(target, PAGE_WITH)
    if page_element is not None:
        if page_element in state.elements:
            element(state, page_element)
        return
    element(state, target)


@phrase("{screenReader} is on")
def screen_reader_is_on(context: Any, screen_reader: str) -> None:
    """Opens the page; the reading position starts at the top of the page. No screen reader
    runs: the steps read the accessibility tree that screen readers read."""
    web(context).reading = None


@phrase("an external keyboard is connected")
def keyboard_connected(context: Any) -> None:
    """Opens the page: keys are pressed through the browser's keyboard events."""
    web(context)


@phrase("keyboard focus is on {element}")
def keyboard_focus_is_on(context: Any, target: str) -> None:
    """Moves keyboard focus to the element and checks that ``document.activeElement`` is it.
    "the address bar" is the browser's own: focus is before the page's first element, as on
    a page just opened (the page is loaded again when an element of it has focus)."""
    state = web(context)
    if target in BROWSER_PLACES:
        focus_before_page(state)
        state.reading = None
        return
    before = after_prefix(target, BEFORE)
    if before is not None:
        actions.focus_before(state, element(state, before))
        return
    found = element(state, target)
    focused = found.locator.evaluate(
        "e => { e.focus({ focusVisible: true }); return document.activeElement === e; }"
    )
    if not focused and found.role in CONTAINER_ROLES:
        # Focus on a dialog or a panel itself, as one that takes focus when it opens: Tab
        # then moves to its first control.
        focused = found.locator.evaluate(
            """e => { e.setAttribute("tabindex", "-1"); e.focus({ focusVisible: true });
            return document.activeElement === e; }"""
        )
    if not focused:
        _expect_focus_on(state, found, "cannot take keyboard focus")
    state.reading = None


@phrase("{screenReader} focus is on {element}")
def reading_position_is_on(context: Any, screen_reader: str, target: str) -> None:
    """Puts the reading position on the element (and keyboard focus, when it can take it)."""
    state = web(context)
    state.reading = dom_id(probes.focus_and_node(state, element(state, target)))


@phrase("{element} becomes {state}")
def element_becomes(context: Any, target: str, word: str) -> None:
    """Checks that the element reaches the state (waiting for it): the property the state
    word stands for, as the accessibility tree exposes it. When the page reacted to the key
    or tap but the tree does not say so, the failure says that its look alone changed."""
    try:
        _expect_state(context, target, word)
    except StepFailure as failure:
        seen = probes.activity(web(context))
        if seen["clicks"] or seen["changes"]:
            raise StepFailure(
                f'"{target}" did not become {word}: the page reacted, but the accessibility '
                f"tree does not expose it as {word} ({failure})"
            ) from None
        raise


@phrase("{element} has the value {string}")
def element_has_value(context: Any, target: str, value: str) -> None:
    """Checks the element's value text (``aria-valuetext``, else the value), waiting for it."""
    state = web(context)
    found = element(state, target)

    def check() -> str | None:
        node = probes.ax_node(state, found)
        shown = node_value(node)
        return (
            None
            if shown == value
            else (
                f'expected "{target}" to have the value "{value}", the accessibility tree has '
                f'"{shown}" ({describe(node)})'
            )
        )

    probes.wait(state, check)


@phrase("{element} is {state}")
def element_is_in_state(context: Any, target: str, word: str) -> None:
    """Brings the element to the state: when the tree does not expose it yet, a state a user
    can change (checked, on, expanded, selected...) is reached with one click and checked; a
    disabled element cannot be made by a test, so the scenario is skipped when the page's
    element is enabled."""
    state = web(context)
    found = element(state, target)
    key, value = state_of_word(word)
    # The element whose new state the scenario's "announces the state" is about.
    context.a11y_state_subject = found
    if node_states(probes.ax_node(state, found)).get(key) == value:
        return
    if key == "disabled":
        context.scenario.skip(
            f'"{target}" is enabled on this page; show a disabled one to run this scenario'
        )
        return
    found.locator.click()
    _expect_state(context, target, word)


@phrase("{element} is open")
def element_is_open(context: Any, target: str) -> None:
    """Opens the element (a dialog, an alert) when it is not shown: presses Enter on the
    control of the page that opens it, and checks that it is shown."""
    open_container(web(context), target)


@phrase("{element} takes several seconds to load")
def takes_seconds_to_load(context: Any, target: str) -> None:
    """Makes the loading slow for real, so that what the page shows while it waits can be
    checked: the page is opened at full speed, then every request it sends (fetch, XHR, an
    image, a script, a navigation) is answered ``LOAD_DELAY_MS`` later (3 seconds) through
    Chromium's network emulation, with the browser's cache off, until the scenario ends. The
    element is not looked for: it may be there only once loaded. Only the network is slowed:
    content the page builds without a request (a timer, data already in the page) comes as
    quickly as before, and a response a service worker gives from its own cache may too."""
    web(context).session.slow_network()


# MARK: - When


@phrase("I press {key}")
def press_key(context: Any, key: str) -> None:
    """Presses the key for real on the element with keyboard focus."""
    _press(context, key)


@phrase("I move keyboard focus with {key}")
def move_focus_with_key(context: Any, key: str) -> None:
    """Presses the key that moves keyboard focus (Tab, Shift+Tab, arrows)."""
    _press(context, key)


@phrase("I press Tab or the arrow key toward the next element")
def press_toward_next(context: Any) -> None:
    """On the web the key toward the next element is Tab (the arrow keys move inside a
    group, such as a radio group or a tab list, whose own steps name them): presses Tab for
    real and fails when keyboard focus stays where it was, as when a key handler keeps Tab
    from moving it."""
    state = web(context)
    _press(context, "Tab")
    before = state.focus_before

    def moved() -> str | None:
        if before is None or dom_id(probes.focused_node(state)) != before:
            return None
        return (
            "Tab did not move keyboard focus toward the next element: it stayed on "
            + probes.describe_focus(state)
        )

    probes.wait(state, moved)


@phrase("I type {string} in {element}")
def type_text(context: Any, text: str, target: str) -> None:
    """Moves keyboard focus to the element and types the text key by key, as a user does
    (keydown, beforeinput, input and keyup fire for each character); fails when the element
    does not take it: its value in the accessibility tree stays as it was (a field that
    drops or refuses typed text). A field that reformats the text passes: check the value
    with "… has the value …"."""
    state = web(context)
    keyboard_focus_is_on(context, target)
    found = element(state, target)
    before = node_value(probes.ax_node(state, found))
    probes.watch(state)
    state.page.keyboard.type(text)
    state.reading = None

    def took() -> str | None:
        node = probes.ax_node(state, found)
        if not text or node_value(node) != before:
            return None
        return (
            f'"{target}" does not take typed text: "{text}" was typed with keyboard focus on it '
            f'and its value stayed "{before}" ({describe(node)})'
        )

    probes.wait(state, took)


@phrase("I swipe {direction}")
def swipe_direction(context: Any, direction: str) -> None:
    """An approximation of a mobile screen reader's swipe: right and left move the reading
    position to the next or previous element of the accessibility tree's reading order; up
    and down adjust a slider, as pressing Up and Down Arrow does."""
    actions.swipe(web(context), direction)


@phrase("I swipe right past the last element in {element}")
def move_past_last(context: Any, target: str) -> None:
    """Moves past the last element inside the element: presses Tab once more than the element
    has focusable elements, noting whether focus ever left it."""
    _press_past_last(context, "Tab", target)


@phrase("I move keyboard focus with {key} past the last element in {element}")
@phrase("I press {key} past the last element in {element}")
@phrase("I press {key} past the first element in {element}")
def press_key_past_last(context: Any, key: str, target: str) -> None:
    """Presses the key (Tab, Shift+Tab) once more than the element has focusable elements,
    noting whether focus ever left it."""
    _press_past_last(context, key, target)


@phrase("I swipe left past the first element in {element}")
def swipe_past_first(context: Any, target: str) -> None:
    """Moves back past the first element inside the element: presses Shift+Tab once more than
    the element has focusable elements, noting whether focus ever left it."""
    _press_past_last(context, "Shift+Tab", target)


def _press_past_last(context: Any, key: str, target: str) -> None:
    state = web(context)
    if not actions.press_past_last(state, key, element(state, target)):
        context.scenario.skip(
            f'"{key}" is a screen reader command, not a key the browser has: check it with the '
            f"screen reader"
        )


@phrase("I double tap")
def double_tap_reading_position(context: Any) -> None:
    """An approximation of a double tap: activates (clicks) the element at the reading
    position, as a mobile screen reader does."""
    actions.double_tap(web(context))


@phrase("I move {screenReader} focus to {element}")
def move_reading_to(context: Any, screen_reader: str, target: str) -> None:
    """Moves the reading position to the element, found by role and name (and keyboard focus
    with it, when the element can take focus, as Tab does with a desktop screen reader)."""
    reading_position_is_on(context, screen_reader, target)


#: How many times moving back presses Shift+Tab before it gives up on reaching the element.
BACK_PRESSES = 12


@phrase("I move {screenReader} focus back to {element}")
def move_reading_back_to(context: Any, screen_reader: str, target: str) -> None:
    """Moves the reading position back to the element from where it is, as the screen reader
    does when moving backwards. With a desktop screen reader, keyboard focus where the reading
    position is and an element that takes focus, Shift+Tab (focus mode) is pressed until focus
    lands on it, and fails when it never does (a script that sends Shift+Tab elsewhere, an
    element out of the Tab order). Otherwise, as the reading keys backwards and a swipe left
    do, the element must come before the reading position in the reading order: a page that
    places it after (a control a script moved to the end of the page) is read out of place."""
    state = web(context)
    found = element(state, target)
    node = probes.ax_node(state, found)
    start = probes.reading_node(state)
    takes_focus = found.locator.evaluate("e => " + actions.tabbable("document") + ".includes(e)")
    if (
        screen_reader not in PHONE_SCREEN_READERS
        and takes_focus
        and same_node(start, probes.focused_node(state))
    ):
        _shift_tab_back_to(state, found, node, start)
    else:
        _expect_before_in_reading_order(state, node, start, target)
    reading_position_is_on(context, screen_reader, target)


def _shift_tab_back_to(state: WebState, found: Element, node: Node, start: Node) -> None:
    seen = [dom_id(start)]
    path: list[str] = []
    for _ in range(BACK_PRESSES):
        actions.press(state, "Shift+Tab")
        focused = probes.focused_node(state)
        if same_node(focused, node):
            return
        path.append(probes.describe_focus(state))
        if dom_id(focused) in seen:
            break
        seen.append(dom_id(focused))
    raise StepFailure(
        f'Shift+Tab from {describe(start)} never reached "{found.phrase}": keyboard focus went '
        f"to {', then '.join(path)}"
    )


def _expect_before_in_reading_order(state: WebState, node: Node, start: Node, target: str) -> None:
    nodes = probes.full_tree(state)
    order = reading_order(nodes)
    here = stop_index(nodes, order, dom_id(start) or -1)
    there = stop_index(nodes, order, dom_id(node) or -1)
    if there is None:
        raise StepFailure(f'"{target}" is not in the reading order: {describe(node)}')
    if here is not None and there >= here:
        raise StepFailure(
            f'"{target}" comes after {describe(start)} in the reading order, so moving back '
            f"from there never reaches it"
        )


@phrase("I ask {screenReader} to read the focused element")
def read_focused_element(context: Any, screen_reader: str) -> None:
    """Puts the reading position on the element with keyboard focus, as NVDA+Tab, JAWS's
    Insert+Tab and VoiceOver's VO+F4 read it again, so that the steps after it check what that
    element exposes. Fails when keyboard focus is on no element (the page itself)."""
    state = web(context)
    focused = probes.focused_node(state)
    if node_role(focused) in {"RootWebArea", ""} or dom_id(focused) is None:
        raise StepFailure(
            f"keyboard focus is on no element for {screen_reader} to read: it is on "
            + probes.describe_focus(state)
        )
    state.reading = dom_id(focused)


@phrase("I open {element}")
def open_element(context: Any, target: str) -> None:
    """Moves keyboard focus to the element and presses Enter."""
    keyboard_focus_is_on(context, target)
    _press(context, "Enter")


@phrase("I close {element}")
def close_element(context: Any, target: str) -> None:
    """Presses Escape with focus inside the element (a dialog), or Enter on it (a disclosure)."""
    state = web(context)
    found = element(state, target)
    inside = probes.contains(state, found, dom_id(probes.focused_node(state)))
    if inside and found.role in {"dialog", "alertdialog"}:
        _press(context, "Escape")
    else:
        keyboard_focus_is_on(context, target)
        _press(context, "Enter")


@phrase("{element} appears")
def element_appears(context: Any, target: str) -> None:
    """Waits for the element to be shown."""
    state = web(context)
    found = element(state, target)
    probes.wait(state, lambda: None if found.locator.is_visible() else f'"{target}" did not appear')


@phrase("I look at {element}")
def look_at(context: Any, target: str) -> None:
    """Finds the element by role and name."""
    element(web(context), target)


# MARK: - Then: keyboard focus


def _has_focus(state: WebState, target: Element) -> bool:
    """Whether keyboard focus is on the element, or inside it for a container."""
    focused = probes.focused_node(state)
    if same_node(focused, probes.ax_node(state, target)):
        return True
    return target.role in CONTAINER_ROLES and probes.contains(state, target, dom_id(focused))


def _expect_focus_on(
    state: WebState, target: Element, problem: str = "does not have keyboard focus"
) -> None:
    def check() -> str | None:
        if _has_focus(state, target):
            return None
        return (
            f'"{target.phrase}" {problem}: keyboard focus (document.activeElement) is on '
            + probes.describe_focus(state)
        )

    probes.wait(state, check)


@phrase("keyboard focus stays on {element}")
def focus_stays_on(context: Any, target: str) -> None:
    """Checks that ``document.activeElement`` is still the element after the action."""
    state = web(context)
    found = element(state, target)
    focused = probes.focused_node(state)
    if not same_node(focused, probes.ax_node(state, found)):
        raise StepFailure(
            f'keyboard focus left "{target}": it is on {probes.describe_focus(state)}'
        )


@phrase("keyboard focus never lands on {element}")
def focus_never_on(context: Any, target: str) -> None:
    """Checks that ``document.activeElement`` is not the element after the key (a disabled
    option the arrow keys pass over); "the page behind" a dialog: focus never left the dialog
    while the keys were pressed."""
    state = web(context)
    behind = after_prefix(target, BEHIND)
    if behind is not None:
        container = element(state, behind)
        if state.trap_escaped or not probes.contains(
            state, container, dom_id(probes.focused_node(state))
        ):
            raise StepFailure(
                f'keyboard focus left "{container.phrase}" for the page behind it: it is on '
                f"{probes.describe_focus(state)}"
            )
        return
    found = element(state, target)
    next_frame(state.page)
    if same_node(probes.focused_node(state), probes.ax_node(state, found)):
        raise StepFailure(f'keyboard focus landed on "{target}": {probes.describe_focus(state)}')


@phrase("{element} stays {state}")
def element_stays(context: Any, target: str, word: str) -> None:
    """Checks that the element still has the state after the action, a frame later: the
    property the state word stands for, as the accessibility tree exposes it."""
    state = web(context)
    found = element(state, target)
    key, value = state_of_word(word)
    next_frame(state.page)
    node = probes.ax_node(state, found)
    exposed = node_states(node).get(key)
    if exposed != value:
        raise StepFailure(
            f'"{target}" did not stay "{word}" ({key}={value}): the accessibility tree has '
            f"{key}={exposed if exposed is not None else 'nothing'}: {describe(node)}"
        )


@phrase("keyboard focus moves to {element}")
def focus_moves_to(context: Any, target: str) -> None:
    """Checks that ``document.activeElement`` is the element (waiting for it), after the key
    the scenario pressed; for a dialog or a tab panel, the element or one inside it."""
    state = web(context)
    _expect_focus_on(state, element(state, target))


@phrase("a visible focus indicator surrounds the focused element")
def focus_is_visible(context: Any) -> None:
    """Checks that the focused element is drawn differently with focus than without: its box,
    with a margin for outlines, is compared in screenshots taken with and without focus."""
    state = web(context)
    state.page.locator(":focus").wait_for(state="attached")
    found = Element("the focused element", state.page.locator(":focus"))
    problem = actions.focus_indicator_problem(state, found)
    if problem:
        raise StepFailure(problem.replace('"the focused element"', probes.describe_focus(state)))


@phrase("the focused element is not hidden by other content")
def focus_not_hidden(context: Any) -> None:
    """Checks that the element at the centre of the focused element's box is it or inside it."""
    state = web(context)
    hidden = state.page.evaluate(
        """() => { const e = document.activeElement; const r = e.getBoundingClientRect();
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return !(top && (e === top || e.contains(top))); }"""
    )
    if hidden:
        raise StepFailure(
            f"other content covers the focused element {probes.describe_focus(state)}"
        )


@phrase("keyboard focus stays inside {element}")
def focus_stays_inside(context: Any, target: str) -> None:
    """Checks that keyboard focus is inside the element, after a Tab past its last focusable
    element too (it presses Tab once more than the element has focusable elements)."""
    state = web(context)
    found = element(state, target)
    if state.trap_escaped:
        raise StepFailure(
            f'keyboard focus left "{target}" when Tab moved past its last element: it is on '
            f"{probes.describe_focus(state)}"
        )
    for _ in range(actions.tabbable_count(found) + 1):
        if not probes.contains(state, found, dom_id(probes.focused_node(state))):
            raise StepFailure(
                f'keyboard focus left "{target}" when Tab moved past its last element: it is on '
                f"{probes.describe_focus(state)}"
            )
        state.page.keyboard.press("Tab")


# MARK: - Then: what an action did


@phrase("{element} {outcome}")
def element_outcome(context: Any, target: str, outcome: str) -> None:
    """Checks what the last key press or double tap did to the element, with the outcome's
    checker (``OUTCOME_CHECKERS``): ``toggles`` (its checked, pressed, expanded or selected
    state changed), ``activates`` (a click event, a change to the page or a navigation),
    ``opens``/``expands`` and ``closes``/``collapses`` (``aria-expanded``, or the element
    shown or hidden; a dialog that closes leaves the tree), ``is ready for typing`` (it has
    keyboard focus)."""
    checker = OUTCOME_CHECKERS.get(outcome)
    if checker is None:
        raise NotImplementedError(f'pending: the outcome "{outcome}" has no browser check')
    state = web(context)
    if outcome in {"closes", "collapses"} and is_gone_from_tree(state, target):
        return
    left = probes.left_for(state)
    if left is not None:
        _outcome_elsewhere(state, target, outcome, left)
        return
    try:
        found = _element_after_action(state, target)
    except StepFailure:
        # A navigation the key started after the press returned: the element went with the
        # page it was on, which is only known once the element is missed.
        left = probes.left_for(state)
        if left is None:
            raise
        _outcome_elsewhere(state, target, outcome, left)
        return
    if found is None:
        if checker is not activation_problem:
            element(state, parse_element_phrase(target).element)
        # The element left the page with the action (a dialog replaced by another): what
        # the page handled says whether it activated.
        problem = activation_problem(_observation(state, target, outcome, None))
        if problem:
            raise StepFailure(problem)
        return
    probes.wait(state, lambda: checker(_observation(state, target, outcome, found)))


def _element_after_action(state: WebState, target: str) -> Element | None:
    """The element, looked up after the action without opening its container again (the
    action may have closed or replaced the dialog it was in); None when it is gone."""
    parsed = parse_element_phrase(target)
    try:
        return element(state, parsed.element)
    except StepFailure:
        if parsed.container is None and not is_gone_from_tree(state, target):
            raise
        return None


def _observation(state: WebState, target: str, outcome: str, found: Element | None) -> Observation:
    """What the outcome's checker may read of the element (none: it left the page)."""
    before = None
    if outcome == "toggles" and found is not None:
        before = state.states_before.get(str(dom_id(probes.ax_node(state, found))))
    return Observation(
        target=target,
        outcome=outcome,
        before=before,
        container=found is not None and found.role in CONTAINER_ROLES,
        read_node=lambda: probes.ax_node(state, found) if found else {},
        read_activity=lambda: probes.activity(state),
        is_visible=found.locator.is_visible if found else lambda: False,
        has_focus=lambda: found is not None and _has_focus(state, found),
        describe_focus=lambda: probes.describe_focus(state),
    )


def _outcome_elsewhere(state: WebState, target: str, outcome: str, left: str) -> None:
    """An outcome after the action led to another document: the element stayed on the page
    it left, so it is not looked up again. Going there is an activation (a link, a form
    sent); an address the browser cannot reach is said, and any other outcome cannot be
    checked on a page that is gone."""
    probes.wait_for_arrival(state)
    failed = probes.unreachable(state, left)
    where = f"{left}, which the browser could not reach ({failed})" if failed else left
    if OUTCOME_CHECKERS[outcome] is activation_problem:
        print(f'"{target}" activated: it led to {where}')
        return
    raise StepFailure(
        f'"{target}" cannot be checked for "{outcome}": the action led away from the page to '
        f"{where}"
    )


# MARK: - Then: the screen reader's reading position


@phrase("{screenReader} focus moves to {element}")
def reading_moves_to(context: Any, screen_reader: str, target: str) -> None:
    """Checks that the reading position (after a swipe) or keyboard focus (after a key) is on
    the element; for a named container (a tab panel, a section, a dialog), on it or on its
    first content, where a swipe lands after the screen reader announces the container."""
    state = web(context)
    found = element(state, target)
    node_found = probes.ax_node(state, found)
    # A block of text named by a selector (a visible label) is read as the text it holds.
    expected = probes.reading_stop(state, node_found)

    def check() -> str | None:
        node = probes.reading_node(state)
        if same_node(node, expected) or same_node(node, node_found):
            return None
        if found.role in CONTAINER_ROLES and probes.contains(state, found, dom_id(node)):
            return None
        return f'{screen_reader} focus is not on "{target}": it is on {describe(node)}'

    probes.wait(state, check)


@phrase("{screenReader} focus never lands on {element}")
def reading_never_on(context: Any, screen_reader: str, target: str) -> None:
    """Checks that the element is not in the accessibility tree's reading order; an element
    the tree leaves out (a collapsed section, hidden) is not in it."""
    state = web(context)
    try:
        found = element(state, target)
    except StepFailure:
        facts = element_facts(state.elements, target)
        node = probes.reading_node(state)
        if facts and (node_role(node), node_name(node)) == (facts.role, facts.name or ""):
            raise
        return
    node = probes.ax_node(state, found)
    order = probes.page_reading_order(state)
    if any(same_node(n, node) for n in order):
        raise StepFailure(f'"{target}" is in the reading order as {describe(node)}')


@phrase("{screenReader} focus stays on {element}")
def reading_stays_on(context: Any, screen_reader: str, target: str) -> None:
    """Checks that the reading position, and keyboard focus when the element took it before,
    are still on the element after the action."""
    state = web(context)
    found = element(state, target)
    node = probes.ax_node(state, found)
    focused = probes.focused_node(state)
    if state.focus_before == dom_id(node) and not same_node(focused, node):
        raise StepFailure(f'focus left "{target}": it is on {describe(focused)}')
    if not same_node(probes.reading_node(state), node):
        raise StepFailure(
            f'{screen_reader} focus left "{target}": it is on '
            + describe(probes.reading_node(state))
        )


@phrase("{screenReader} focus stays inside {element}")
def reading_stays_inside(context: Any, screen_reader: str, target: str) -> None:
    """Checks that keyboard focus stayed inside the element when it moved past its last
    element, and that the tree's reading order after its last element leads nowhere outside
    it (the rest of the page is hidden from the tree while a modal dialog is open)."""
    state = web(context)
    found = element(state, target)
    if state.trap_escaped or not probes.contains(state, found, dom_id(probes.focused_node(state))):
        raise StepFailure(
            f'focus left "{target}" when it moved past its last element: it is on '
            + probes.describe_focus(state)
        )
    confinement = found.locator.evaluate(_CONFINEMENT)
    order = probes.page_reading_order(state)
    outside = [n for n in order if not probes.contains(state, found, dom_id(n))]
    readable = [n for n in outside if node_role(n) not in {"StaticText"} or node_name(n)]
    if readable and confinement != "aria-modal":
        raise StepFailure(
            f'{screen_reader} can read past "{target}": the page behind it is still in the '
            f"accessibility tree ({describe(readable[0])}) and nothing confines reading to it; "
            f'mark the dialog modal (aria-modal="true", showModal(), or inert on the page behind)'
        )
    # Which confinement held, for the run's log: aria-modal confines a screen reader's
    # reading (screen readers that honour it); showModal() and inert confine everything.
    print(f'{screen_reader} reading stays inside "{target}": confined by {confinement}')


# What confines reading to a dialog: showModal() (the :modal dialog), inert on the page
# behind it, aria-modal on it, or else nothing the page set.
_CONFINEMENT = """e => {
  const dialog = e.closest("dialog, [role=dialog], [role=alertdialog]") || e;
  if (dialog.matches(":modal")) return "showModal()";
  const behind = [...document.body.children].filter((x) => !x.contains(dialog));
  if (behind.length && behind.every((x) => x.closest("[inert]"))) return "inert on the page behind";
  if (dialog.getAttribute("aria-modal") === "true") return "aria-modal";
  return "nothing the page set";
}"""


@phrase("{screenReader} focus returns to {element}")
def focus_returns_to(context: Any, screen_reader: str, target: str) -> None:
    """Checks that ``document.activeElement`` is the element again (after a dialog closed)."""
    state = web(context)
    found = element(state, target)
    _expect_focus_on(state, found, "did not get focus back")


# MARK: - Then: what a screen reader is given to say


def _entered_dialogs(state: WebState, node: Node) -> list[Node]:
    """The dialogs around the node, whose name and role a screen reader announces when focus
    moves into one."""
    return [n for n in probes.ancestors(state, node) if node_role(n) in {"dialog", "alertdialog"}]


@phrase("{screenReader} announces the name {string}")
def announces_name(context: Any, screen_reader: str, name: str) -> None:
    """Checks the computed accessible name of the element at the reading position."""
    state = web(context)
    node = probes.reading_node(state)
    if node_name(node) != name and name not in map(node_name, _entered_dialogs(state, node)):
        problem = f'expected the name "{name}", the accessibility tree has {describe(node)}'
        for role in ("dialog", "alertdialog"):
            if role_locator(state.page, role, name).count():
                # The dialog opened, but focus stayed behind: a screen reader never enters it.
                problem += f'; the {role} "{name}" is open, but keyboard focus is outside it'
                break
        raise StepFailure(problem)


def _role_problem(state: WebState, node: Node, screen_reader: str, *words: str) -> str | None:
    entered = {node_role(n) for n in _entered_dialogs(state, node)}
    return role_problem(node, screen_reader, list(words), entered)


def _expect_role(context: Any, screen_reader: str, *words: str) -> None:
    """Checks that the role of the element at the reading position is one that one of the
    words stands for."""
    state = web(context)
    problem = _role_problem(state, probes.reading_node(state), screen_reader, *words)
    if problem:
        raise StepFailure(problem)


@phrase("{screenReader} announces the role {string}")
def announces_role(context: Any, screen_reader: str, word: str) -> None:
    """Checks the computed role of the element at the reading position against the roles
    the screen reader's word stands for (``ROLE_WORDS``)."""
    _expect_role(context, screen_reader, word)


@phrase("{screenReader} announces the role {string} or {string}")
def announces_role_either(context: Any, screen_reader: str, word: str, other: str) -> None:
    """Checks the computed role of the element at the reading position as "announces the
    role" does, for either word: one of them is enough (screen readers, or versions of one,
    that say a role in different words)."""
    _expect_role(context, screen_reader, word, other)


@phrase("{screenReader} announces the role {string} or a hint starting with {string}")
def announces_role_or_hint(context: Any, screen_reader: str, word: str, hint: str) -> None:
    """Checks the computed role of the element at the reading position as "announces the
    role" does, or else that its hint, the accessible description (``aria-describedby``),
    starts with the words."""
    state = web(context)
    node = probes.reading_node(state)
    problem = _role_problem(state, node, screen_reader, word)
    if not problem or node_description(node).startswith(hint):
        return
    raise StepFailure(
        f'{problem}, and its hint (accessible description) does not start with "{hint}": '
        f'it is "{node_description(node)}"'
    )


@phrase("{screenReader} announces the role {string}, {string} or a hint starting with {string}")
def announces_role_either_or_hint(
    context: Any, screen_reader: str, word: str, other: str, hint: str
) -> None:
    """Checks the computed role of the element at the reading position against either word,
    as "announces the role" does, or else that its hint, the accessible description
    (``aria-describedby``), starts with the words."""
    state = web(context)
    node = probes.reading_node(state)
    problem = _role_problem(state, node, screen_reader, word, other)
    if not problem or node_description(node).startswith(hint):
        return
    raise StepFailure(
        f'{problem}, and its hint (accessible description) does not start with "{hint}": '
        f'it is "{node_description(node)}"'
    )


def _expect_reading_on(state: WebState, subject: Element) -> None:
    """Waits until the reading position is on the element whose new state a screen reader
    is to announce; else it announces another element's state, not this one's."""
    expected = probes.ax_node(state, subject)

    def check() -> str | None:
        node = probes.reading_node(state)
        if same_node(node, expected):
            return None
        return (
            f'the new state of "{subject.phrase}" is not announced: the reading position and '
            f"keyboard focus are on {describe(node)}, whose state a screen reader reads instead"
        )

    probes.wait(state, check)


def _expect_state(context: Any, target: str | None, *words: str) -> None:
    """Waits until the element (the one at the reading position for None) has the state
    one of the words stands for."""
    state = web(context)
    for word in words:
        state_of_word(word)
    read: Callable[[], Node]
    subject = getattr(context, "a11y_state_subject", None)
    if target is None and isinstance(subject, Element) and state.focus_before is not None:
        # After a key or a tap, the new state is read on the element the scenario set up,
        # and a screen reader announces it only where its reading position is.
        _expect_reading_on(state, subject)
        read = lambda: probes.ax_node(state, subject)  # noqa: E731
        label = f'"{subject.phrase}"'
    elif target is None:
        read = lambda: probes.reading_node(state)  # noqa: E731
        label = "the element at the reading position"
    else:
        found = element(state, target)
        read = lambda: probes.ax_node(state, found)  # noqa: E731
        label = f'"{target}"'
    probes.wait(state, lambda: state_problem(label, read(), list(words)))


@phrase("{screenReader} announces the state {string}")
def announces_state(context: Any, screen_reader: str, word: str) -> None:
    """Checks the state the screen reader's word stands for (``STATE_WORDS``: "not checked"
    and "unchecked" are both checked=false) on the element at the reading position."""
    _expect_state(context, None, word)


@phrase("{screenReader} announces the state {string} or {string}")
def announces_state_either(context: Any, screen_reader: str, word: str, other: str) -> None:
    """Checks the state at the reading position as "announces the state" does, for either
    word: one of them is enough (a screen reader that says a state in different words)."""
    _expect_state(context, None, word, other)


@phrase("{screenReader} announces no state")
def announces_no_state(context: Any, screen_reader: str) -> None:
    """Checks that the element at the reading position exposes no state a screen reader
    says of it: not checked, selected or pressed, and not disabled (a radio button or a tab
    that is not chosen, which some screen readers read without a state word)."""
    state = web(context)

    def check() -> str | None:
        node = probes.reading_node(state)
        said = said_states(node)
        if not said:
            return None
        return f"expected no state, the accessibility tree has {', '.join(said)}: {describe(node)}"

    probes.wait(state, check)


@phrase("{screenReader} announces the value {string}")
def announces_value(context: Any, screen_reader: str, value: str) -> None:
    """Checks the value text (``aria-valuetext``, else the value) at the reading position."""
    state = web(context)

    def check() -> str | None:
        node = probes.reading_node(state)
        if node_value(node) == value:
            return None
        return (
            f'expected the value "{value}", the accessibility tree has "{node_value(node)}" '
            f"({describe(node)})"
        )

    probes.wait(state, check)


def _arrival_problem(state: WebState, text: str) -> str | None:
    """Why the document an action led to does not say the text in its title or first
    heading, which a screen reader reads on arrival; None when it does."""
    left = probes.left_for(state) or state.page.url
    failed = probes.unreachable(state, left)
    if failed:
        return (
            f'expected "{text}" on arrival: the action led to {left}, which the browser could '
            f"not reach ({failed})"
        )
    try:
        title, heading = state.page.evaluate(
            "() => [document.title, (document.querySelector('h1') || {}).innerText || '']"
        )
    except PlaywrightError:
        return f'expected "{text}" on arrival at {left}: the page is still loading'
    if text in title or text in heading:
        return None
    return (
        f'expected "{text}" on arrival at {left}: its title is "{title}" and its first heading '
        f'"{heading}"'
    )


def _group_names(state: WebState, node: Node) -> list[str]:
    """The names of the groups around a node (fieldset, radio group, group, tab list), which
    a screen reader announces when focus enters them."""
    groups = {"group", "radiogroup", "tablist", "region", "dialog", "alertdialog"}
    around = probes.ancestors(state, node)
    return [node_name(n) for n in around if node_role(n) in groups and node_name(n)]


@phrase("{screenReader} announces {string}")
def announces_live(context: Any, screen_reader: str, text: str) -> None:
    """Checks the name of a group around the element at the reading position (a fieldset's
    legend, a radio group's name), which a screen reader says when focus enters it; the hint
    of that element (its accessible description); the title or target of the place a link
    just led to; or else a live announcement: since the last action the text reached a live
    region (an element with ``aria-live`` or the alert, status or log role that was already
    on the page, or an element with the alert role added with it), and keyboard focus did
    not move."""
    state = web(context)
    if probes.left_for(state) is not None:
        probes.wait_for_arrival(state)
        probes.wait(state, lambda: _arrival_problem(state, text))
        return
    if _group_names(state, probes.reading_node(state)).count(text):
        return
    # A hint: the accessible description (aria-describedby) of the element at the reading
    # position, which a screen reader reads after its name.
    if text in node_description(probes.reading_node(state)):
        return
    # A destination in the same page: the target a link moved to, read on arrival.
    if state.url_before and state.page.url != state.url_before:
        arrived = state.page.evaluate(
            "() => (document.querySelector(':target') || {}).innerText || ''"
        )
        if text in arrived:
            return

    def check() -> str | None:
        seen = probes.activity(state)
        if any(text in live for live in seen["live"]):
            return None
        shown = state.page.get_by_text(text).count()
        where = (
            "it is on the page but not in a live region (no aria-live, no alert or status role)"
            if shown
            else "it is not on the page"
        )
        return f'expected "{text}" to be announced through a live region; {where}'

    probes.wait(state, check)
    if state.focus_before is not None and dom_id(probes.focused_node(state)) != state.focus_before:
        raise StepFailure(
            f'"{text}" was announced but focus moved to {probes.describe_focus(state)}'
        )


@phrase("{screenReader} reads {element} in one focus stop")
def reads_in_one_stop(context: Any, screen_reader: str, target: str) -> None:
    """Checks that the element's visible label is its accessible name: one node carries both."""
    state = web(context)
    found = element(state, target)
    node = probes.ax_node(state, found)
    if not node_name(node):
        raise StepFailure(
            f'"{target}" has no accessible name: its label is a separate stop ({describe(node)})'
        )


@phrase("{element} is still shown after {int} seconds")
def still_shown_after(context: Any, target: str, seconds: str) -> None:
    """Waits the number of seconds, then checks that the element is still visible: a message
    that takes a user's action does not go away on a timer."""
    state = web(context)
    found = element(state, target)
    state.page.wait_for_timeout(int(seconds) * 1000)
    if not found.locator.is_visible():
        raise StepFailure(f'"{target}" is no longer shown after {seconds} seconds')


@phrase("{element} comes into view")
def comes_into_view(context: Any, target: str) -> None:
    """Checks that the element came into view as a sighted tester sees it (``view_problem``):
    its top and most of it visible, or filling the viewport; waiting for a scroll."""
    state = web(context)
    found = element(state, target)
    viewport = state.page.viewport_size or {"width": 0, "height": 0}

    def check() -> str | None:
        box = found.locator.bounding_box()
        shown = {k: float(box[k]) for k in ("x", "y", "width", "height")} if box else None
        return view_problem(target, shown, viewport["height"])

    probes.wait(state, check)


# MARK: - A phone's own gestures, settings and app states


_PHONE_ONLY = (
    "a phone's own setting, gesture or app state, which a desktop browser does not have: "
    "check it on the phone with its screen reader"
)
_CHOICE_ROLES = ("option", "radio", "tab", "menuitemradio")


@phrase("{string} is chosen in {element}")
def chosen_in(context: Any, choice: str, target: str) -> None:
    """Chooses the option in the element, found like every other element: in a ``select``
    by its label, else the option, radio button or tab inside it with that name, clicked. A
    screen reader's own control that is no element of the page (the rotor), or an element
    that holds no option, radio button or tab at all (a slider), skips the scenario: check
    it on the phone. One that holds some, none of them with that name, fails: a screen
    reader cannot choose what has no name."""
    state = web(context)
    if target not in state.config.elements and element_facts(state.elements, target) is None:
        context.scenario.skip(_PHONE_ONLY)
        return
    found = element(state, target)
    if found.locator.evaluate("e => e.localName === 'select'"):
        found.locator.select_option(label=choice)
        return
    for role in _CHOICE_ROLES:
        option = found.locator.get_by_role(role, name=choice, exact=True)  # type: ignore[arg-type]
        if option.count():
            option.first.click()
            return
    held = next((r for r in _CHOICE_ROLES if found.locator.get_by_role(r).count()), None)  # type: ignore[arg-type]
    if held is None:
        context.scenario.skip(_PHONE_ONLY)
        return
    raise StepFailure(
        f'no element with the role "{held}" and the name "{choice}" in "{target}": its '
        f"{held} elements have other names or none"
    )


@phrase("the text size is set to {string} in {string}")
@phrase("the {string} setting is on")
@phrase("I swipe {direction} with two fingers")
@phrase("I swipe {direction} with three fingers")
@phrase("I scrub with two fingers")
@phrase("I double tap and hold then drag {direction}")
@phrase("I choose the action {string}")
@phrase("I touch {element}")
@phrase("I swipe through every element of the screen")
@phrase("{screenReader} focus is inside {element} at once or after one swipe right")
@phrase("{screenReader} announces the app's state text {string}")
@phrase("{element} moves {direction}")
def phone_only(context: Any, *arguments: str) -> None:
    """The phrases of iOS and Android scenarios that nothing in a desktop browser stands for:
    a phone's settings, a screen reader's multi-finger gestures, drag and actions menu and
    the move of a row they make, the app's own state text. The scenario is skipped with the
    reason, as for a screen reader's own key: check it on the phone with its screen reader."""
    context.scenario.skip(_PHONE_ONLY)
