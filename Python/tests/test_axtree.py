"""Node facts and the reading order, over trees recorded from Chromium
(``tests/record_trees.py``)."""

from __future__ import annotations

import pytest
from conftest import recorded

from a11y_web.axtree import (
    Node,
    dom_id,
    names_with_role,
    node_description,
    node_name,
    node_role,
    node_states,
    node_value,
    reading_order,
    same_node,
    swipe_index,
)
from a11y_web.errors import StepFailure


def stops(name: str) -> list[tuple[str, str]]:
    return [(node_role(n), node_name(n)) for n in reading_order(recorded(name))]


def test_node_facts_of_a_checkbox() -> None:
    before, after = recorded("checkbox")["before"], recorded("checkbox")["after"]
    assert (node_role(before), node_name(before)) == ("checkbox", "Subscribe")
    assert node_states(before)["checked"] == "false"
    assert node_states(after)["checked"] == "true"
    assert node_states(before)["focusable"] == "true"
    assert node_description(before) == ""
    assert isinstance(dom_id(before), int)
    assert same_node(before, after)


def test_boolean_states_are_written_as_the_tree_writes_them() -> None:
    expander = recorded("expander")
    assert node_states(expander["before"])["expanded"] == "false"
    assert node_states(expander["after"])["expanded"] == "true"


def test_an_ignored_node_has_no_role() -> None:
    hidden = recorded("hidden-button")["before"]
    assert node_role(hidden) == "none"
    assert node_name(hidden) == ""


def test_the_value_is_the_value_text_else_the_value() -> None:
    assert node_value(recorded("slider")["before"]) == "40"
    with_text: Node = {"properties": [{"name": "valuetext", "value": {"value": "40%"}}]}
    assert node_value(with_text) == "40%"


def test_same_node_needs_two_nodes() -> None:
    assert not same_node({}, {})
    assert not same_node(recorded("checkbox")["before"], recorded("radio")["before"])


def test_a_heading_with_inline_markup_is_one_stop() -> None:
    order = stops("heading-with-inline-markup")
    assert order[0] == ("heading", "Account settings")
    assert ("emphasis", "") not in order
    assert order[-1] == ("button", "Save")


def test_a_paragraph_before_a_control_is_read_before_it() -> None:
    assert stops("paragraph-before-control") == [
        ("StaticText", "Choose how often we write."),
        ("checkbox", "Monthly newsletter"),
        ("link", "Terms"),
    ]


def test_a_legend_and_a_group_label_are_read_with_their_group() -> None:
    assert stops("groups-and-labels") == [
        ("radio", "Basic"),
        ("radio", "Pro"),
        ("radio", "Small"),
        ("radio", "Large"),
        # A heading that holds only a link with its name is one stop: the link.
        ("link", "Shipping"),
    ]


def test_content_added_later_joins_the_reading_order_where_it_is() -> None:
    assert stops("content-added-later-before") == [
        ("heading", "Search"),
        ("button", "Show results"),
    ]
    assert stops("content-added-later-after") == [
        ("heading", "Search"),
        ("button", "Show results"),
        ("StaticText", "3 results"),
        ("button", "Load more"),
    ]


def test_an_empty_tree_has_no_stops() -> None:
    assert reading_order([]) == []


def test_names_with_role() -> None:
    assert names_with_role(recorded("content-added-later-after"), "button") == [
        "Show results",
        "Load more",
    ]


def test_swiping_right_and_left_over_the_reading_order() -> None:
    order = reading_order(recorded("content-added-later-after"))
    ids = [dom_id(n) for n in order]
    assert swipe_index(order, None, "right") == 0
    assert swipe_index(order, ids[0], "right") == 1
    assert swipe_index(order, ids[2], "left") == 1
    assert swipe_index(order, ids[0], "left") == 0
    assert swipe_index(order, None, "left") == 0
    # A position that left the tree starts again from the top.
    assert swipe_index(order, -5, "right") == 0
    with pytest.raises(StepFailure, match="on the last element of the page"):
        swipe_index(order, ids[-1], "right")
