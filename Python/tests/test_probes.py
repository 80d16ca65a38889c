"""Reading the live page's tree, with a DevTools session that answers recorded nodes."""

from __future__ import annotations

from typing import Any, cast

from conftest import recorded
from fakes import FakeCDP, FakePage
from test_elements import fake_state

from a11y_web.axtree import node_name
from a11y_web.probes import (
    ancestors,
    node_by_dom_id,
    page_names_with_role,
    page_reading_order,
    reading_node,
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
