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
    stop_index,
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
    assert swipe_index(order, None, "right") == 0
    assert swipe_index(order, 0, "right") == 1
    assert swipe_index(order, 2, "left") == 1
    assert swipe_index(order, 0, "left") == 0
    assert swipe_index(order, None, "left") == 0
    with pytest.raises(StepFailure, match="on the last element of the page"):
        swipe_index(order, len(order) - 1, "right")


def by_role(nodes: list[Node], role: str) -> Node:
    return next(n for n in nodes if node_role(n) == role)


def test_inline_markup_in_a_heading_is_part_of_its_one_stop() -> None:
    order = stops("heading-with-abbr-and-link-paragraph")
    assert order[0] == ("heading", "Returns FAQs")
    assert ("Abbr", "Frequently asked questions") not in order
    assert ("StaticText", "FAQ") not in order and ("StaticText", "s") not in order


def test_a_paragraph_is_one_stop_and_its_links_are_stops_of_their_own() -> None:
    assert stops("heading-with-abbr-and-link-paragraph")[1:] == [
        ("StaticText", "Read the"),
        ("link", "return policy"),
        # The text after a link is where the next swipe goes; its bold word is part of it.
        ("StaticText", "before you"),
        # A list item with inline code is one stop; the bullet is read with it.
        ("StaticText", "Keep the"),
        ("StaticText", "Use the box"),
        ("image", "A parcel"),
        ("StaticText", "Our parcel"),
        ("button", "Start a return"),
    ]


def test_a_visible_label_before_a_slider_is_a_text_stop() -> None:
    assert stops("label-before-slider") == [
        ("heading", "Sound"),
        ("StaticText", "Volume"),
        ("slider", "Volume"),
        ("StaticText", "Changes apply at once."),
    ]


def test_a_start_element_is_the_stop_it_is_holds_or_is_part_of() -> None:
    nodes = recorded("label-before-slider")
    order = reading_order(nodes)
    label = next(n for n in nodes if node_role(n) == "generic")
    # The div a selector names stands for the text stop it holds.
    assert stop_index(nodes, order, dom_id(label) or 0) == 1
    page = recorded("heading-with-abbr-and-link-paragraph")
    page_order = reading_order(page)
    # A word of a heading is on the heading; a paragraph is on its first text.
    assert stop_index(page, page_order, dom_id(by_role(page, "Abbr")) or 0) == 0
    assert stop_index(page, page_order, dom_id(by_role(page, "paragraph")) or 0) == 1
    # An element that left the page: a swipe starts again from the top.
    assert stop_index(page, page_order, -5) is None


def test_a_start_element_that_is_no_stop_names_the_stops_near_it() -> None:
    page = recorded("heading-with-abbr-and-link-paragraph")
    separator = dom_id(by_role(page, "separator")) or 0
    with pytest.raises(StepFailure) as failure:
        stop_index(page, reading_order(page), separator)
    assert str(failure.value) == (
        "the reading position is on separator, which is not a stop of the reading order (a "
        "screen reader's swipe passes over it and holds no text or control): start from a stop "
        'near it: StaticText "Use the box" before it or image "A parcel" after it'
    )


def test_a_start_element_hidden_from_screen_readers_says_why() -> None:
    page = recorded("heading-with-abbr-and-link-paragraph")
    separator = by_role(page, "separator")
    hidden = {**separator, "ignored": True, "ignoredReasons": [{"name": "ariaHiddenElement"}]}
    nodes = [hidden if n is separator else n for n in page]
    with pytest.raises(
        StepFailure,
        match=r"^the reading position is on an element hidden from "
        r"screen readers \(ariaHiddenElement\), which is not a stop",
    ):
        stop_index(nodes, reading_order(page), dom_id(separator) or 0)
