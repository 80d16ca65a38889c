"""Reading the live page's accessibility tree through the DevTools Protocol: the node of an
element or of the focused element, whether one element is inside another, what changed
since a step started watching."""

from __future__ import annotations

import contextlib
import weakref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from urllib.parse import urldefrag

from playwright.sync_api import Download, Page, Request
from playwright.sync_api import Error as PlaywrightError

from .axtree import Node, dom_id, names_with_role, node_states, reading_order, stop_index
from .errors import StepFailure
from .messages import NO_FOCUS, describe
from .session import WebState
from .waiting import Check, wait_until

if TYPE_CHECKING:
    from .elements import Element

# An element as a message names it: the page's body, or its tag and the start of its text.
_DOM_LABEL = """function() {
  if (this === document.body) return "the page's body (no element has focus)";
  if (this.nodeType !== 1) return "a text node";
  return this.tagName.toLowerCase() + ' "' + this.textContent.trim().slice(0, 40) + '"';
}"""


def wait(state: WebState, check: Check) -> None:
    """``wait_until`` with the run's timeout, not stopping early while loading is slowed."""
    wait_until(state.page, check, state.config.timeout, not state.session.slowed)


def full_tree(state: WebState) -> list[Node]:
    """Every node of the page's accessibility tree."""
    nodes: list[Node] = state.cdp.send("Accessibility.getFullAXTree")["nodes"]
    return nodes


def page_reading_order(state: WebState) -> list[Node]:
    """The page's reading order (``axtree.reading_order``)."""
    return reading_order(full_tree(state))


def reading_stop(state: WebState, node: Node) -> Node:
    """The stop of the reading order a screen reader reads for the element of ``node``: the
    node itself, or the text stop a block of text holds; the node when it has none."""
    backend_id = dom_id(node)
    if backend_id is None:
        return node
    nodes = full_tree(state)
    order = reading_order(nodes)
    try:
        index = stop_index(nodes, order, backend_id)
    except StepFailure:
        return node
    return node if index is None else order[index]


def page_names_with_role(state: WebState, role: str) -> list[str]:
    """The names of the page's elements with the role."""
    return names_with_role(full_tree(state), role)


def ax_node(state: WebState, target: Element) -> Node:
    """The accessibility-tree node of an element."""
    target.locator.evaluate("e => { window.__a11yWebProbe = e; }")
    return _probe_node(state, "window.__a11yWebProbe")


def focused_node(state: WebState) -> Node:
    """The accessibility-tree node of the element with keyboard focus."""
    return _probe_node(state, "document.activeElement")


def focus_and_node(state: WebState, target: Element) -> Node:
    """Moves keyboard focus to the element, as Tab would (focus visible), and returns its
    accessibility-tree node: one call to the page for both."""
    target.locator.evaluate("e => { e.focus({ focusVisible: true }); window.__a11yWebProbe = e; }")
    return _probe_node(state, "window.__a11yWebProbe")


def _probe_node(state: WebState, expression: str) -> Node:
    """The accessibility-tree node of the element an expression of the page names."""
    found = state.cdp.send("Runtime.evaluate", {"expression": expression})
    object_id = found["result"].get("objectId")
    if object_id is None:
        return {}
    nodes = state.cdp.send(
        "Accessibility.getPartialAXTree", {"objectId": object_id, "fetchRelatives": False}
    )["nodes"]
    return _with_dom_label(state, nodes[0], object_id) if nodes else {}


def _with_dom_label(state: WebState, node: Node, object_id: str) -> Node:
    """The node, with its element's tag and text when the tree leaves it out (for messages)."""
    if node.get("ignored"):
        label = state.cdp.send(
            "Runtime.callFunctionOn",
            {"objectId": object_id, "functionDeclaration": _DOM_LABEL, "returnByValue": True},
        )
        node = dict(node, _dom=label["result"].get("value", "an element"))
    return node


def node_by_dom_id(state: WebState, backend_id: int | None) -> Node:
    """The accessibility-tree node of the DOM node with ``backend_id``."""
    if backend_id is None:
        return {}
    nodes = state.cdp.send(
        "Accessibility.getPartialAXTree", {"backendNodeId": backend_id, "fetchRelatives": False}
    )["nodes"]
    if not nodes:
        return {}
    if nodes[0].get("ignored"):
        resolved = state.cdp.send("DOM.resolveNode", {"backendNodeId": backend_id})
        return _with_dom_label(state, nodes[0], resolved["object"]["objectId"])
    node: Node = nodes[0]
    return node


def ancestors(state: WebState, node: Node) -> list[Node]:
    """The node and the nodes around it, up to the page (``fetchRelatives``)."""
    backend_id = dom_id(node)
    if backend_id is None:
        return []
    nodes: list[Node] = state.cdp.send(
        "Accessibility.getPartialAXTree", {"backendNodeId": backend_id, "fetchRelatives": True}
    )["nodes"]
    return nodes


def reading_node(state: WebState) -> Node:
    """The node at the screen reader's reading position: where a swipe or a focus move put
    it, else the element with keyboard focus."""
    if state.reading is not None:
        node = node_by_dom_id(state, state.reading)
        if node:
            return node
    return focused_node(state)


def contains(state: WebState, container: Element, backend_id: int | None) -> bool:
    """Whether the DOM node with ``backend_id`` is inside ``container`` (or is it)."""
    if backend_id is None:
        return False
    resolved = state.cdp.send("DOM.resolveNode", {"backendNodeId": backend_id})
    container.locator.evaluate("e => { window.__a11yWebProbe = e; }")
    result = state.cdp.send(
        "Runtime.callFunctionOn",
        {
            "objectId": resolved["object"]["objectId"],
            "functionDeclaration": "function() { return window.__a11yWebProbe.contains(this); }",
            "returnByValue": True,
        },
    )
    return bool(result["result"].get("value"))


def describe_focus(state: WebState) -> str:
    """Where keyboard focus is, as role, name and states; or that no element has it."""
    if state.page.evaluate(
        "() => !document.activeElement || document.activeElement === document.body"
    ):
        return NO_FOCUS
    return describe(focused_node(state))


# MARK: - Watching what an action does


@dataclass
class PageEvents:
    """What the browser reported of a page since ``watch``: the documents its main frame
    was sent to, those it could not reach (URL -> error), downloads and new windows."""

    navigations: list[str] = field(default_factory=list)
    unreachable: dict[str, str] = field(default_factory=dict)
    downloads: list[str] = field(default_factory=list)
    popups: list[str] = field(default_factory=list)

    def clear(self) -> None:
        self.navigations.clear()
        self.unreachable.clear()
        self.downloads.clear()
        self.popups.clear()


# One listener set per page, for as long as the page lives.
_EVENTS: weakref.WeakKeyDictionary[Page, PageEvents] = weakref.WeakKeyDictionary()


def page_events(state: WebState) -> PageEvents:
    """The events of the state's page, listened to from the first call on."""
    page = state.page
    events = _EVENTS.get(page)
    if events is None:
        events = PageEvents()

        def request(sent: Request) -> None:
            if sent.is_navigation_request() and sent.frame == page.main_frame:
                events.navigations.append(sent.url)

        def failed(sent: Request) -> None:
            if sent.is_navigation_request() and sent.frame == page.main_frame:
                events.unreachable[sent.url] = sent.failure or "not reachable"

        def download(started: Download) -> None:
            events.downloads.append(started.suggested_filename)
            # A link to a file the browser saves does not leave the page.
            events.unreachable.pop(started.url, None)
            if started.url in events.navigations:
                events.navigations.remove(started.url)

        page.on("request", request)
        page.on("requestfailed", failed)
        page.on("download", download)
        page.on("popup", lambda opened: events.popups.append(opened.url))
        _EVENTS[page] = events
    return events


def watch(state: WebState) -> None:
    """Starts watching the page before an action: what its handlers did, changes, live
    text, navigations, and the states of the focused element and of the element at the
    reading position."""
    page_events(state).clear()
    state.page.evaluate(
        """() => { const s = window.__a11yWeb; if (s) { s.clicks = 0; s.changes = 0;
        s.leaving = null; s.live = []; s.handled = 0; s.keyHandled = 0; s.defaults = 0;
        s.effects = []; } }"""
    )
    state.url_before = state.page.url
    focused = focused_node(state)
    state.focus_before = dom_id(focused)
    state.states_before = {}
    for node in (focused, node_by_dom_id(state, state.reading)):
        if node:
            state.states_before[str(node.get("backendDOMNodeId"))] = node_states(node)


def left_for(state: WebState) -> str | None:
    """The address of the document the action led the page to, when it left the page it
    was on (a link to another page, a form sent); None when it stayed (a link to a place in
    the same page moves to a fragment of it)."""
    if not state.url_before:
        return None  # No action was watched in this scenario.
    before = urldefrag(state.url_before).url
    events = _EVENTS.get(state.page)
    for url in events.navigations if events else []:
        if urldefrag(url).url != before:
            return url
    now = state.page.url
    if urldefrag(now).url != before:
        return now
    return None


def await_departure(state: WebState) -> None:
    """After an action: when it followed a link to another document (noted by the page as
    the click ran), waits for the page to get there, so that no check reads the page that
    was about to go; a page already unloading counts as leaving."""
    try:
        leaving = state.page.evaluate("() => (window.__a11yWeb || {}).leaving || null")
    except PlaywrightError:
        leaving = True
    if leaving:
        wait_for_arrival(state)


def wait_for_arrival(state: WebState) -> None:
    """Waits until the page shows the document an action sent it to (or the browser's error
    page for one it could not reach), so that the next step, or the next scenario's load,
    does not race a navigation still under way."""
    timeout = state.config.timeout
    if state.page.url == state.url_before:
        # A navigation that failed rejects Playwright's own URL wait: the error page that
        # follows is a navigation of the main frame like any other.
        with contextlib.suppress(PlaywrightError):
            state.page.wait_for_event(
                "framenavigated", lambda frame: frame == state.page.main_frame, timeout=timeout
            )
    with contextlib.suppress(PlaywrightError):
        state.page.wait_for_load_state("load", timeout=timeout)


def unreachable(state: WebState, url: str) -> str | None:
    """Why the browser could not reach the address; None when it reached it."""
    events = _EVENTS.get(state.page)
    if events and url in events.unreachable:
        return events.unreachable[url]
    if state.page.url.startswith("chrome-error:"):
        return "not reachable"
    return None


def activity(state: WebState) -> dict[str, Any]:
    """What happened since ``watch``: the page's handlers that ran, default actions, what a
    handler asked of the browser, changes, live text, and where the page went."""
    try:
        seen = state.page.evaluate("() => window.__a11yWeb || null")
    except PlaywrightError:
        seen = None
    if not isinstance(seen, dict):
        seen = {}
    for key in ("clicks", "changes", "handled", "keyHandled", "defaults"):
        seen.setdefault(key, 0)
    seen.setdefault("live", [])
    seen["effects"] = list(seen.get("effects", []))
    events = page_events(state)
    seen["effects"] += [f"a download ({name})" for name in events.downloads]
    seen["effects"] += [f"a new window ({url})" for url in events.popups]
    seen["left"] = left_for(state)
    seen["navigated"] = bool(seen["left"]) or state.page.url != state.url_before
    return seen
