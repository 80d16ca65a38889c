"""Element lookup without a browser: one function for every step, what ``elements`` gives a
phrase (a selector, a role and name, a text), the page's container, the alert or dialog
whose name is only the map's example, and what is not looked for."""

from __future__ import annotations

from pathlib import Path
from typing import Any, cast

import pytest
from fakes import FakeCDP, FakeLocator, FakePage

import a11y_web
from a11y_web.config import RunConfig, Target
from a11y_web.elements import element, find, is_gone_from_tree, open_container, role_locator
from a11y_web.errors import ConfigError, StepFailure
from a11y_web.phrases import ElementFacts
from a11y_web.session import BrowserSession, WebState


def fake_state(
    page: FakePage,
    cdp: FakeCDP | None = None,
    elements: dict[str, Target] | None = None,
    element_map: dict[str, dict[str, Any]] | None = None,
    within: dict[str, Target] | None = None,
) -> WebState:
    config = RunConfig(
        "a11y-web.json", "http://h/", {}, elements or {}, timeout=200, within=within or {}
    )
    session = BrowserSession(config, cast(Any, None), cast(Any, None))
    return WebState(
        session, element_map or {}, "a/default", cast(Any, page), cast(Any, cdp or FakeCDP())
    )


def test_the_role_locator_names_exactly_or_not_at_all() -> None:
    page = FakePage()
    role_locator(cast(Any, page), "button", "Save")
    role_locator(cast(Any, page), "tablist", None)
    assert page.by_role == [("button", {"name": "Save", "exact": True}), ("tablist", {})]


def test_one_element_with_the_role_and_name_is_found_waiting_for_it() -> None:
    page = FakePage(locator_for_role=FakeLocator(counts=[0, 1]))
    found = find(fake_state(page), "the Save button", ElementFacts("button", "Save"))
    assert (found.phrase, found.role, found.name) == ("the Save button", "button", "Save")
    assert page.frames == 1


def test_two_elements_with_the_role_and_name_are_ambiguous() -> None:
    page = FakePage(locator_for_role=FakeLocator(counts=[2]))
    with pytest.raises(
        StepFailure, match=r'^2 elements have the role "button" and the name "Save"'
    ):
        find(fake_state(page), "the Save button", ElementFacts("button", "Save"))


def test_no_element_names_what_the_tree_has() -> None:
    page = FakePage(still_ms=1000, locator_for_role=FakeLocator(counts=[0]))
    tree = {"nodes": [{"role": {"value": "button"}, "name": {"value": "Send"}}]}
    cdp = FakeCDP({"Accessibility.getFullAXTree": tree})
    with pytest.raises(StepFailure) as caught:
        find(fake_state(page, cdp), "the Save button", ElementFacts("button", "Save"))
    assert str(caught.value).endswith('elements with the role "button": "Send"')


def test_elements_gives_a_selector_a_role_and_name_or_a_text() -> None:
    save = FakeLocator(counts=[1])
    volume = FakeLocator(counts=[1])
    page = FakePage(
        selectors={"#save": save, "text=Volume": volume},
        roles={("alert", None): FakeLocator(counts=[1])},
    )
    elements = {
        "the Save button": Target(css="#save"),
        "the Volume slider": Target(text="Volume"),
        "the Saved alert": Target(role="alert"),
    }
    state = fake_state(page, elements=elements)
    assert element(state, "the Save button").locator is save
    assert element(state, "the Volume slider").locator is volume
    found = element(state, "the Saved alert")
    assert (found.role, page.by_role[-1]) == ("alert", ("alert", {}))


def test_an_alert_without_the_maps_name_is_the_one_alert_of_the_page() -> None:
    one = FakeLocator(counts=[1])
    page = FakePage(
        roles={("alert", "Saved"): FakeLocator(counts=[0]), ("alert", None): one},
    )
    element_map = {"the Saved alert": {"role": "alert", "name": "Saved"}}
    found = element(fake_state(page, element_map=element_map), "the Saved alert")
    assert found.locator is one
    # Two alerts without the name: neither is the one meant.
    page.roles[("alert", None)] = FakeLocator(counts=[2])
    page.still_ms = 1000
    empty = FakeCDP({"Accessibility.getFullAXTree": {"nodes": []}})
    with pytest.raises(StepFailure, match=r'^no element with the role "alert" and the name'):
        element(fake_state(page, empty, element_map=element_map), "the Saved alert")


def test_a_dialog_without_the_maps_name_is_found_by_its_heading() -> None:
    titled = FakeLocator(counts=[1])
    page = FakePage(
        roles={
            ("dialog", "Delete account"): FakeLocator(counts=[0]),
            ("dialog", None): FakeLocator(counts=[2], filtered=titled),
        },
    )
    found = find(
        fake_state(page), "the Delete account dialog", ElementFacts("dialog", "Delete account")
    )
    assert found.locator is titled
    assert ("heading", {"name": "Delete account", "exact": True}) in page.by_role


def test_a_button_is_never_found_without_its_name() -> None:
    page = FakePage(
        still_ms=1000,
        roles={("button", "Save"): FakeLocator(counts=[0]), ("button", None): FakeLocator()},
    )
    empty = FakeCDP({"Accessibility.getFullAXTree": {"nodes": []}})
    with pytest.raises(StepFailure, match="no element with the role"):
        find(fake_state(page, empty), "the Save button", ElementFacts("button", "Save"))


def test_an_element_without_a_role_is_to_be_added_to_the_run_configuration() -> None:
    with pytest.raises(ConfigError) as caught:
        element(fake_state(FakePage()), "the rotor")
    message = str(caught.value)
    assert message.startswith("a11y-web.json: error: elements: nothing says how to find")
    assert "add it to elements of a11y-web.json" in message
    assert "a11y_elements.json" not in message


def test_lookups_are_inside_the_pages_container() -> None:
    inside = FakeLocator(counts=[1])
    container = FakeLocator(counts=[1], inner=inside)
    page = FakePage(selectors={"#second": container})
    state = fake_state(page, within={"a/default": Target(css="#second")})
    found = find(state, "the Save button", ElementFacts("button", "Save"))
    assert found.locator is inside
    assert container.by_role == [("button", {"name": "Save", "exact": True})]
    assert page.by_role == []


def test_a_container_that_is_not_on_the_page_is_a_setup_error() -> None:
    page = FakePage(still_ms=1000)
    state = fake_state(page, within={"a/default": Target(css="#second")})
    with pytest.raises(ConfigError, match=r"pages\.a/default\.within: no element of the page"):
        find(state, "the Save button", ElementFacts("button", "Save"))


def test_only_a_dialog_or_an_alert_leaves_the_tree_when_it_closes() -> None:
    page = FakePage()
    assert not is_gone_from_tree(fake_state(page), "the Details button")
    assert not is_gone_from_tree(fake_state(page), "the rotor")
    assert page.by_role == []
    gone = FakePage(locator_for_role=FakeLocator(counts=[0]))
    assert is_gone_from_tree(fake_state(gone), "the Delete dialog")


def test_the_role_locator_is_written_once() -> None:
    package = Path(a11y_web.__file__).parent
    uses = {
        path.name: path.read_text(encoding="utf-8").count("page.get_by_role(")
        + path.read_text(encoding="utf-8").count("root.get_by_role(")
        for path in package.glob("*.py")
    }
    # Both inside role_locator: one with a name, one without.
    assert {name: n for name, n in uses.items() if n} == {"elements.py": 2}


def test_a_container_not_open_with_no_control_to_open_it_says_what_the_tree_has() -> None:
    page = FakePage(still_ms=1000, locator_for_role=FakeLocator(counts=[0]))
    tree = {"nodes": [{"role": {"value": "dialog"}, "name": {"value": "Newsletter"}}]}
    cdp = FakeCDP({"Accessibility.getFullAXTree": tree})
    with pytest.raises(StepFailure) as caught:
        open_container(fake_state(page, cdp), "the Cookie choices dialog")
    assert str(caught.value).startswith(
        '"the Cookie choices dialog" is not open and the element map names no control to open '
        'it: no element with the role "dialog" and the name "Cookie choices"'
    )
    assert str(caught.value).endswith('elements with the role "dialog": "Newsletter"')
