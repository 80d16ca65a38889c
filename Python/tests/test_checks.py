"""Each outcome checker, and the role and state checks, over recorded before/after states."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from conftest import recorded

from a11y_web.axtree import Node, node_states
from a11y_web.checks import (
    OUTCOME_CHECKERS,
    Observation,
    activation_evidence,
    activation_problem,
    exposed_state,
    focus_problem,
    open_close_problem,
    role_problem,
    said_states,
    state_problem,
    toggle_problem,
    view_problem,
)
from a11y_web.errors import StepFailure

NOTHING = {"clicks": 0, "changes": 0, "live": [], "navigated": False}
CLICKED = {"clicks": 1, "handled": 1, "changes": 0, "live": [], "navigated": False}


def observed(
    target: str,
    outcome: str,
    before: Node,
    after: Node,
    activity: dict[str, Any] | None = None,
    visible: bool = True,
    focus: bool = True,
    container: bool = False,
) -> Observation:
    return Observation(
        target=target,
        outcome=outcome,
        before=node_states(before) if before else None,
        container=container,
        read_node=lambda: after,
        read_activity=lambda: dict(activity or NOTHING),
        is_visible=lambda: visible,
        has_focus=lambda: focus,
        describe_focus=lambda: 'button "Open"',
    )


def test_every_outcome_of_the_vocabulary_has_a_checker(repository: Path) -> None:
    vocabulary = json.loads((repository / "Catalog" / "vocabulary.json").read_text())
    outcomes = next(t for t in vocabulary["parameterTypes"] if t["name"] == "outcome")
    assert set(outcomes["regexps"]) == set(OUTCOME_CHECKERS)


@pytest.mark.parametrize("name", ["checkbox", "expander", "toggle-button", "radio"])
def test_a_state_that_changed_toggled(name: str) -> None:
    pair = recorded(name)
    assert toggle_problem(observed("it", "toggles", pair["before"], pair["after"])) is None


def test_a_state_that_stayed_did_not_toggle() -> None:
    before = recorded("checkbox")["before"]
    assert toggle_problem(observed("the box", "toggles", before, before)) == (
        '"the box" did not toggle: its state stayed checked=false '
        '(checkbox "Subscribe" (checked=false))'
    )


def test_a_node_without_a_toggled_state_did_not_toggle() -> None:
    button = recorded("plain-button")
    problem = toggle_problem(observed("Send", "toggles", button["before"], button["after"]))
    assert problem is not None and "exposes no checked, pressed, expanded or selected" in problem


def test_without_a_state_before_nothing_toggled() -> None:
    after = recorded("checkbox")["after"]
    assert toggle_problem(observed("the box", "toggles", {}, after)) is not None


def test_activation_needs_an_event() -> None:
    button = recorded("plain-button")
    seen = observed("the Send button", "activates", button["before"], button["after"])
    assert activation_problem(seen) == (
        '"the Send button" did not activate: no listener of the page handled a click on it, no '
        "default action, navigation, print, clipboard write or download followed"
    )
    clicked = observed("b", "activates", button["before"], button["after"], CLICKED)
    assert activation_problem(clicked) is None


def test_a_change_to_the_page_alone_is_no_activation() -> None:
    # A timer or an animation changes the page too: only what the page handled counts.
    assert activation_evidence({"changes": 3}) is None
    assert activation_evidence({"keyHandled": 1}) is None
    assert activation_evidence({"keyHandled": 1, "changes": 1}) is not None


def test_what_the_page_asked_of_the_browser_is_an_activation() -> None:
    # A print button, a copy button or a download changes nothing in the page.
    assert activation_evidence({"effects": ["print"]}) == "print"
    assert activation_evidence({"effects": ["clipboard"]}) == "clipboard"
    assert activation_evidence({"navigated": True, "left": "http://x/"}) == "a navigation"
    assert activation_evidence({"defaults": 1}) == "the browser's default action"


def test_after_leaving_the_page_the_element_is_not_read_again() -> None:
    def gone() -> Node:
        raise AssertionError("the element was looked up on a page that is gone")

    seen = observed("the Returns link", "activates", {}, {}, {"navigated": True, "left": "u"})
    seen.read_node = gone
    assert activation_problem(seen) is None


def test_in_view_as_a_sighted_tester_sees_it() -> None:
    # A section whose end is 45 px below the fold is in view.
    assert view_problem("s", {"x": 0, "y": 300, "width": 500, "height": 465}, 720) is None
    # One taller than the viewport that fills it is in view.
    assert view_problem("s", {"x": 0, "y": -100, "width": 500, "height": 2000}, 720) is None
    assert view_problem("s", {"x": 0, "y": 700, "width": 500, "height": 400}, 720) == (
        '"s" is not in view: its box spans y=700 to 1100 px in a viewport 720 px high (only 20 '
        "of its 400 px show)"
    )
    below = view_problem("s", {"x": 0, "y": 900, "width": 500, "height": 40}, 720)
    assert below is not None and "below the viewport" in below
    assert view_problem("s", None, 720) == '"s" is not in view: it is not rendered (no box)'


def test_an_activated_radio_button_must_be_checked_in_the_tree() -> None:
    radio = recorded("radio")
    unchanged = observed("Pro", "activates", radio["before"], radio["before"], CLICKED)
    assert "does not expose it as checked" in (activation_problem(unchanged) or "")
    chosen = observed("Pro", "activates", radio["before"], radio["after"], CLICKED)
    assert activation_problem(chosen) is None


def test_opening_and_closing_by_aria_expanded() -> None:
    pair = recorded("expander")
    assert open_close_problem(observed("D", "expands", pair["before"], pair["after"])) is None
    assert open_close_problem(observed("D", "opens", pair["before"], pair["before"])) == (
        '"D" did not open: button "Details" (expanded=false)'
    )
    assert open_close_problem(observed("D", "collapses", pair["after"], pair["before"])) is None


def test_opening_and_closing_by_being_shown() -> None:
    node = recorded("plain-button")["before"]
    assert open_close_problem(observed("x", "opens", node, node, visible=True)) is None
    assert open_close_problem(observed("x", "opens", node, node, visible=False)) == (
        '"x" did not open: it is hidden'
    )
    assert open_close_problem(observed("x", "closes", node, node, visible=False)) is None


def test_a_dialog_still_shown_says_where_focus_is() -> None:
    node = recorded("plain-button")["before"]
    seen = observed("the dialog", "closes", node, node, focus=False, container=True)
    assert open_close_problem(seen) == (
        '"the dialog" did not close: it is still shown; keyboard focus is outside it, on '
        'button "Open"'
    )
    inside = observed("the dialog", "closes", node, node, focus=True, container=True)
    assert open_close_problem(inside) == '"the dialog" did not close: it is still shown'


def test_ready_for_typing_needs_focus() -> None:
    node = recorded("plain-button")["before"]
    assert focus_problem(observed("the field", "is ready for typing", node, node)) is None
    assert focus_problem(observed("the field", "is ready for typing", node, node, focus=False)) == (
        '"the field" does not have keyboard focus: keyboard focus (document.activeElement) '
        'is on button "Open"'
    )


def test_the_table_reads_only_what_its_checker_needs() -> None:
    def unread() -> Any:
        raise AssertionError("read")

    node = recorded("checkbox")["before"]
    seen = Observation(
        "x", "toggles", node_states(node), False, lambda: node, unread, unread, unread, unread
    )
    assert OUTCOME_CHECKERS["toggles"](seen) is not None


# MARK: - Roles and states


def test_roles_of_the_words() -> None:
    checkbox = recorded("checkbox")["before"]
    assert role_problem(checkbox, "NVDA", ["check box"], set()) is None
    assert role_problem(checkbox, "NVDA", ["button", "checkbox"], set()) is None
    assert role_problem(checkbox, "JAWS", ["button"], set()) == (
        'expected the role "button" (JAWS says "button") for "Subscribe", the accessibility '
        'tree has "checkbox"'
    )


def test_the_role_of_a_dialog_focus_entered() -> None:
    button = recorded("plain-button")["before"]
    assert role_problem(button, "NVDA", ["dialog"], {"dialog"}) is None


def test_a_toggle_button_needs_a_pressed_state() -> None:
    toggle = recorded("toggle-button")["before"]
    plain = recorded("plain-button")["before"]
    assert role_problem(toggle, "NVDA", ["toggle button"], set()) is None
    assert role_problem(plain, "NVDA", ["toggle button"], set()) == (
        'expected a toggle button (aria-pressed), the accessibility tree has button "Send"'
    )
    either = role_problem(plain, "NVDA", ["toggle button", "link"], set()) or ""
    assert either.endswith(
        '; expected a toggle button (aria-pressed), the accessibility tree has button "Send"'
    )


def test_an_unknown_role_word_fails_before_the_node_is_read() -> None:
    with pytest.raises(StepFailure):
        role_problem({}, "NVDA", ["spinner"], set())


def test_states_of_the_words() -> None:
    pair = recorded("checkbox")
    assert state_problem("x", pair["after"], ["checked"]) is None
    assert state_problem("x", pair["before"], ["not checked"]) is None
    assert state_problem('"the box"', pair["before"], ["checked", "on"]) == (
        'expected "the box" to be "checked" (checked=true) or "on" (checked=true), the '
        'accessibility tree has checked=false: checkbox "Subscribe" (checked=false)'
    )
    button = recorded("plain-button")["before"]
    assert "exposes no expanded state" in (state_problem("x", button, ["expanded"]) or "")


def test_selected_is_said_of_a_checked_radio_button() -> None:
    radio = recorded("radio")["after"]
    assert exposed_state(radio, "selected") == ("selected", "true", "true")


def test_said_states() -> None:
    assert said_states(recorded("checkbox")["after"]) == ["checked"]
    assert said_states(recorded("checkbox")["before"]) == []
    disabled: Node = {"properties": [{"name": "disabled", "value": {"value": True}}]}
    assert said_states(disabled) == ["disabled"]
