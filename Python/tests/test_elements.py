"""Element lookup without a browser: one role locator, one element for a role and name, and
what is not looked for."""

from __future__ import annotations

from pathlib import Path
from typing import Any, cast

import pytest
from fakes import FakeCDP, FakeLocator, FakePage

import a11y_web
from a11y_web.config import RunConfig
from a11y_web.elements import find_by_role, is_gone_from_tree, role_locator
from a11y_web.errors import StepFailure
from a11y_web.phrases import ElementFacts
from a11y_web.session import BrowserSession, WebState


def fake_state(page: FakePage, cdp: FakeCDP | None = None) -> WebState:
    config = RunConfig("a11y-web.json", "http://h/", {}, timeout=200)
    session = BrowserSession(config, cast(Any, None), cast(Any, None))
    return WebState(session, {}, "a/default", cast(Any, page), cast(Any, cdp or FakeCDP()))


def test_the_role_locator_names_exactly_or_not_at_all() -> None:
    page = FakePage()
    role_locator(cast(Any, page), "button", "Save")
    role_locator(cast(Any, page), "tablist", None)
    assert page.by_role == [("button", {"name": "Save", "exact": True}), ("tablist", {})]


def test_one_element_with_the_role_and_name_is_found() -> None:
    page = FakePage(locator_for_role=FakeLocator(counts=[0, 1]))
    found = find_by_role(
        fake_state(page), "the Save button", "button", ElementFacts("button", "Save")
    )
    assert (found.phrase, found.role, found.name) == ("the Save button", "button", "Save")
    assert page.frames == 1


def test_two_elements_with_the_role_and_name_are_ambiguous() -> None:
    page = FakePage(locator_for_role=FakeLocator(counts=[2]))
    with pytest.raises(
        StepFailure, match=r'^2 elements have the role "button" and the name "Save"'
    ):
        find_by_role(fake_state(page), "the Save button", "button", ElementFacts("button", "Save"))


def test_no_element_names_what_the_tree_has() -> None:
    page = FakePage(still_ms=1000, locator_for_role=FakeLocator(counts=[0]))
    tree = {"nodes": [{"role": {"value": "button"}, "name": {"value": "Send"}}]}
    cdp = FakeCDP({"Accessibility.getFullAXTree": tree})
    with pytest.raises(StepFailure) as caught:
        find_by_role(
            fake_state(page, cdp), "the Save button", "button", ElementFacts("button", "Save")
        )
    assert str(caught.value).endswith('elements with the role "button": "Send"')


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
        for path in package.glob("*.py")
    }
    # Both inside role_locator: one with a name, one without.
    assert {name: n for name, n in uses.items() if n} == {"elements.py": 2}
