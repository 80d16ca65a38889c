"""How failures name what the page exposes."""

from __future__ import annotations

from conftest import recorded

from a11y_web.messages import ambiguous, describe, not_found


def test_a_node_is_its_role_name_and_shown_states() -> None:
    assert describe(recorded("checkbox")["before"]) == 'checkbox "Subscribe" (checked=false)'
    assert describe(recorded("toggle-button")["after"]) == 'button "Mute" (pressed=true)'
    assert describe(recorded("plain-button")["before"]) == 'button "Send"'


def test_nothing_and_an_element_the_tree_leaves_out() -> None:
    assert describe({}) == "nothing"
    hidden = dict(recorded("hidden-button")["before"], _dom='button "Close"')
    assert describe(hidden) == (
        'button "Close", which the accessibility tree leaves out (aria-hidden)'
    )


def test_not_found_lists_the_names_with_the_role() -> None:
    assert not_found("the Submit button", "button", "Submit", []) == (
        'no element with the role "button" and the name "Submit" for "the Submit button"; '
        'the accessibility tree\'s elements with the role "button": none'
    )
    assert not_found("the tabs", "tablist", None, ["Settings", ""]).endswith(': "Settings", ""')


def test_ambiguous_names_the_count() -> None:
    assert ambiguous(2, "the Save button", "button", "Save").startswith(
        '2 elements have the role "button" and the name "Save"'
    )
