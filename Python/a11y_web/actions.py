"""What a step does in the browser: real key presses, moving keyboard focus, and the
approximations of a mobile screen reader's gestures (a swipe moves the reading position, a
double tap activates the element there)."""

from __future__ import annotations

from typing import Literal, TypedDict

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import FloatRect

from . import probes
from .axtree import describe_node, dom_id, reading_order, stop_index, swipe_index
from .elements import Element
from .errors import StepFailure
from .session import WebState, focus_before_page
from .words import browser_key

#: The elements Tab stops at, in document order (positive tabindex values aside), as a
#: JavaScript expression over ``ROOT`` (``document``, or the element a step names).
TABBABLE = """[...ROOT.querySelectorAll(
    'a[href], area[href], button, input, select, textarea, summary, iframe, ' +
    'audio[controls], video[controls], [contenteditable], [tabindex]')]
    .filter(x => !x.disabled && x.tabIndex >= 0 && x.getClientRects().length > 0
        && !x.closest('[inert]'))"""
#: How far around an element's box a focus indicator may be drawn (an outline), in pixels.
FOCUS_MARGIN = 8


def tabbable(root: str) -> str:
    """The JavaScript expression of the elements Tab stops at inside ``root``."""
    return TABBABLE.replace("ROOT", root)


def tabbable_count(target: Element) -> int:
    """How many elements Tab stops at inside the element."""
    return int(target.locator.evaluate("e => " + tabbable("e") + ".length"))


def press(state: WebState, key: str) -> bool:
    """Presses the key for real, having started to watch what it does; False (and nothing
    pressed) for a screen reader's own command or a device key, which no browser key stands
    for."""
    name = browser_key(key)
    if name is None:
        return False
    probes.watch(state)
    state.page.keyboard.press(name)
    probes.await_departure(state)
    state.reading = None
    return True


def focus_before(state: WebState, target: Element) -> None:
    """Puts keyboard focus on the element Tab stops at before the target, so that Tab moves
    to the target next; before the page's first element when nothing precedes it."""
    moved = target.locator.evaluate(
        "e => { const before = "
        + tabbable("document")
        + """.filter(x => x !== e && !e.contains(x)
                && (x.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING));
            const previous = before[before.length - 1];
            if (!previous) return false;
            previous.focus({ focusVisible: true });
            return true; }"""
    )
    if not moved:
        focus_before_page(state)
    state.reading = None


def press_past_last(state: WebState, key: str, target: Element) -> bool:
    """Presses the key once more than the element has elements Tab stops at, noting in
    ``trap_escaped`` whether focus left it; False for a key no browser key stands for."""
    name = browser_key(key)
    if name is None:
        return False
    state.trap_escaped = False
    for _ in range(tabbable_count(target) + 1):
        state.page.keyboard.press(name)
        if not probes.contains(state, target, dom_id(probes.focused_node(state))):
            state.trap_escaped = True
            break
    state.reading = None
    return True


def swipe(state: WebState, direction: str) -> None:
    """A mobile screen reader's swipe: right and left move the reading position to the next
    or previous element of the reading order; up and down press Up and Down Arrow (a
    slider)."""
    if direction in {"up", "down"}:
        probes.watch(state)
        state.page.keyboard.press("ArrowUp" if direction == "up" else "ArrowDown")
        return
    nodes = probes.full_tree(state)
    order = reading_order(nodes)
    # A start on an element that is not a stop fails, naming the stops near it; one that
    # left the page (a closed dialog) starts again from the top, as a screen reader does.
    current = None if state.reading is None else stop_index(nodes, order, state.reading)
    state.reading = dom_id(order[swipe_index(order, current, direction)])


def double_tap(state: WebState) -> None:
    """A double tap: activates (clicks) the element at the reading position, as a mobile
    screen reader does; the reading position follows focus when the activation moved it. An
    element the page took out of the document after the reading position reached it (a
    control rebuilt when it gets focus) is not clicked: a screen reader's double tap there
    reaches nothing, though the detached element's own listeners would still answer a click."""
    node = probes.reading_node(state)
    backend_id = dom_id(node)
    if backend_id is None:
        raise StepFailure("nothing is at the reading position to activate")
    probes.watch(state)
    resolved = state.cdp.send("DOM.resolveNode", {"backendNodeId": backend_id})
    clicked = state.cdp.send(
        "Runtime.callFunctionOn",
        {
            "objectId": resolved["object"]["objectId"],
            "functionDeclaration": _DOUBLE_TAP,
            "returnByValue": True,
        },
    )
    if clicked.get("result", {}).get("value") is False:
        raise StepFailure(
            f"the double tap reached nothing: {describe_node(node)} at the reading position "
            f"left the page before it (the page replaced it), so a screen reader's focus is lost"
        )
    probes.await_departure(state)
    # When the activation moved focus (into a dialog), the screen reader follows it; a
    # page the activation left has no reading position yet.
    try:
        moved = dom_id(probes.focused_node(state)) != state.focus_before
    except PlaywrightError:
        moved = True
    if moved or probes.left_for(state) is not None:
        state.reading = None


# Clicks the element at the reading position, unless the page took it out of the document.
_DOUBLE_TAP = "function() { if (!this.isConnected) return false; this.click(); return true; }"


class _Clip(TypedDict):
    x: float
    y: float
    width: float
    height: float


def focus_clip(box: FloatRect, margin: int = FOCUS_MARGIN) -> _Clip:
    """The part of the page a focus indicator of the box is drawn in: the box and a margin
    around it, kept inside the page."""
    return {
        "x": max(box["x"] - margin, 0),
        "y": max(box["y"] - margin, 0),
        "width": box["width"] + 2 * margin,
        "height": box["height"] + 2 * margin,
    }


def focus_indicator_problem(state: WebState, target: Element) -> str | None:
    """Why the focused element has no visible focus indicator; None when it looks different
    focused and unfocused.

    It compares screenshots of the element's box (with a margin for outlines) with focus on
    the element and with focus moved off it, then puts focus back where it was."""
    # A handle, not the locator: a locator such as ":focus" finds nothing once focus is off.
    handle = target.locator.element_handle()
    box = handle.bounding_box()
    if box is None:
        return f'"{target.phrase}" has focus but is not rendered'
    clip = focus_clip(box)
    animations: Literal["disabled"] = "disabled"
    caret: Literal["hide"] = "hide"
    focused = state.page.screenshot(clip=clip, animations=animations, caret=caret)
    handle.evaluate("e => e.blur()")
    unfocused = state.page.screenshot(clip=clip, animations=animations, caret=caret)
    handle.evaluate("e => e.focus({ focusVisible: true })")
    if focused == unfocused:
        return (
            f'"{target.phrase}" looks the same with and without keyboard focus: no visible focus '
            f"indicator (outline, border, shadow or colour change) in or around its box"
        )
    return None
