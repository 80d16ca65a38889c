"""Reading the live page's tree, with a DevTools session that answers recorded nodes."""

from __future__ import annotations

from typing import Any, cast

from conftest import recorded
from fakes import FakeCDP, FakePage
from test_elements import fake_state

from a11y_web import probes
from a11y_web.axtree import node_name
from a11y_web.probes import (
    PageEvents,
    ancestors,
    left_for,
    node_by_dom_id,
    page_names_with_role,
    page_reading_order,
    reading_node,
    unreachable,
)


def test_the_reading_order_of_the_page() -> None:
    cdp = FakeCDP({"Accessibility.getFullAXTree": {"nodes": recorded("paragraph-before-control")}})
    state = fake_state(FakePage(), cdp)
    assert [node_name(n) for n in page_reading_order(state)] == [
        "Choose how often we write.",
        "Monthly newsletter",
        "Terms",
    ]
    assert page_names_with_role(state, "link") == ["Terms"]


def test_no_dom_node_has_no_node() -> None:
    cdp = FakeCDP()
    state = fake_state(FakePage(), cdp)
    assert node_by_dom_id(state, None) == {}
    assert ancestors(state, {}) == []
    assert cdp.calls == []


def test_the_reading_position_is_the_node_a_swipe_put_it_on() -> None:
    node = recorded("checkbox")["before"]
    cdp = FakeCDP({"Accessibility.getPartialAXTree": {"nodes": [node]}})
    state = fake_state(FakePage(), cdp)
    state.reading = cast(Any, node["backendDOMNodeId"])
    assert reading_node(state) == node
    assert cdp.calls[0][0] == "Accessibility.getPartialAXTree"


def test_without_a_reading_position_it_is_keyboard_focus() -> None:
    node = recorded("plain-button")["before"]
    cdp = FakeCDP(
        {
            "Runtime.evaluate": {"result": {"objectId": "1"}},
            "Accessibility.getPartialAXTree": {"nodes": [node]},
        }
    )
    state = fake_state(FakePage(), cdp)
    assert reading_node(state) == node
    assert cdp.calls[0] == ("Runtime.evaluate", {"expression": "document.activeElement"})


class _Page(FakePage):
    """A fake page that can key the page events, as a real page can."""

    __hash__ = object.__hash__


def test_leaving_the_page_is_told_from_its_navigations() -> None:
    page = _Page(url="http://h/a.html")
    state = fake_state(page)
    # Nothing was watched in the scenario: it went nowhere.
    assert left_for(state) is None
    state.url_before = "http://h/a.html"
    events = PageEvents()
    probes._EVENTS[cast(Any, page)] = events
    # A link to a place in the same page stays on it.
    events.navigations.append("http://h/a.html#returns")
    assert left_for(state) is None
    events.navigations.append("http://h/privacy.html")
    assert left_for(state) == "http://h/privacy.html"
    assert unreachable(state, "http://h/privacy.html") is None
    events.unreachable["http://h/privacy.html"] = "net::ERR_CONNECTION_REFUSED"
    assert unreachable(state, "http://h/privacy.html") == "net::ERR_CONNECTION_REFUSED"
    events.clear()
    assert left_for(state) is None
    page.url = "http://h/b.html"
    assert left_for(state) == "http://h/b.html"


class _LeavingPage(_Page):
    """A page whose init script noted a link followed (or an unloading document)."""

    def __init__(self, leaving: object) -> None:
        super().__init__(url="http://h/a.html")
        self.leaving = leaving

    def evaluate(self, script: str, arg: Any = None) -> Any:
        if "leaving" in script:
            if isinstance(self.leaving, Exception):
                raise self.leaving
            return self.leaving
        return super().evaluate(script, arg)


def test_an_action_that_followed_a_link_waits_for_the_page_it_went_to(
    monkeypatch: Any,
) -> None:
    from playwright.sync_api import Error as PlaywrightError

    waited: list[str] = []
    monkeypatch.setattr(probes, "wait_for_arrival", lambda state: waited.append(state.page.url))
    for leaving, waits in (
        (None, False),
        ("http://h/privacy.html", True),
        # The document is already unloading: the script cannot run in it.
        (PlaywrightError("Execution context was destroyed"), True),
    ):
        waited.clear()
        probes.await_departure(fake_state(_LeavingPage(leaving)))
        assert bool(waited) is waits, leaving
