"""Moving back to an element and reading the focused element, over small trees: the order
check, the Shift+Tab walk and its message, and the focus a read needs."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import pytest

from a11y_web import actions, probes, steps
from a11y_web.axtree import Node
from a11y_web.elements import Element
from a11y_web.errors import StepFailure


def node(number: int, role: str, name: str = "", children: tuple[int, ...] = ()) -> Node:
    return {
        "nodeId": str(number),
        "backendDOMNodeId": number,
        "ignored": False,
        "role": {"value": role},
        "name": {"value": name},
        "childIds": [str(child) for child in children],
    }


HEADING = node(2, "heading", "Network", (3,))
SWITCH = node(4, "switch", "Wi-Fi", (5,))
LINK = node(6, "link", "Data usage", (7,))
TREE = [
    node(1, "RootWebArea", "", (2, 4, 6)),
    HEADING,
    node(3, "StaticText", "Network"),
    SWITCH,
    node(5, "StaticText", "Wi-Fi"),
    LINK,
    node(7, "StaticText", "Data usage"),
]


def test_an_element_before_the_reading_position_is_reached_backwards(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(probes, "full_tree", lambda state: TREE)
    steps._expect_before_in_reading_order(cast(Any, None), SWITCH, LINK, "the Wi-Fi switch")


def test_an_element_after_the_reading_position_is_not_reached_backwards(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(probes, "full_tree", lambda state: TREE)
    with pytest.raises(StepFailure, match="comes after heading"):
        steps._expect_before_in_reading_order(cast(Any, None), SWITCH, HEADING, "the Wi-Fi switch")


def _walk(monkeypatch: pytest.MonkeyPatch, landings: list[Node]) -> list[str]:
    """Walks back from the link with Shift+Tab, focus landing on each of ``landings`` in turn;
    returns the keys pressed."""
    pressed: list[str] = []
    focus = [LINK]

    def press(state: Any, key: str) -> bool:
        pressed.append(key)
        focus[0] = landings.pop(0)
        return True

    monkeypatch.setattr(actions, "press", press)
    monkeypatch.setattr(probes, "focused_node", lambda state: focus[0])
    monkeypatch.setattr(probes, "describe_focus", lambda state: focus[0]["name"]["value"])
    found = Element("the Wi-Fi switch", cast(Any, None))
    steps._shift_tab_back_to(cast(Any, SimpleNamespace()), found, SWITCH, LINK)
    return pressed


def test_shift_tab_is_pressed_until_focus_lands_on_the_element(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert _walk(monkeypatch, [SWITCH]) == ["Shift+Tab"]


def test_shift_tab_that_goes_round_without_the_element_names_where_focus_went(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with pytest.raises(StepFailure) as failure:
        _walk(monkeypatch, [HEADING, LINK])
    assert 'never reached "the Wi-Fi switch"' in str(failure.value)
    assert "went to Network, then Data usage" in str(failure.value)


def test_reading_the_focused_element_moves_the_reading_position_to_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = SimpleNamespace(reading=None)
    monkeypatch.setattr(steps, "web", lambda context: state)
    monkeypatch.setattr(probes, "focused_node", lambda state: SWITCH)
    steps.read_focused_element(None, "NVDA")
    assert state.reading == 4


def test_reading_the_focused_element_fails_when_focus_is_on_the_page(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = SimpleNamespace(reading=None)
    monkeypatch.setattr(steps, "web", lambda context: state)
    monkeypatch.setattr(probes, "focused_node", lambda state: TREE[0])
    monkeypatch.setattr(probes, "describe_focus", lambda state: "the page")
    with pytest.raises(StepFailure, match="no element for NVDA to read"):
        steps.read_focused_element(None, "NVDA")
