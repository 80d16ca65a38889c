"""Keyboard and gesture actions without a browser: the one tabbable selector, the keys, the
focus indicator's clip."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import pytest
from fakes import FakeCDP

import a11y_web
from a11y_web import probes
from a11y_web.actions import (
    FOCUS_MARGIN,
    TABBABLE,
    double_tap,
    focus_clip,
    press,
    press_past_last,
    tabbable,
)
from a11y_web.errors import StepFailure


def test_the_tabbable_selector_is_written_once() -> None:
    package = Path(a11y_web.__file__).parent
    uses = sum(
        p.read_text(encoding="utf-8").count("querySelectorAll(") for p in package.glob("*.py")
    )
    assert uses == 1
    assert tabbable("document").startswith("[...document.querySelectorAll(")
    assert "ROOT" not in tabbable("e") and "ROOT" in TABBABLE


def test_a_key_no_browser_has_presses_nothing() -> None:
    untouched = cast(Any, None)
    assert press(untouched, "Volume Up") is False
    assert press_past_last(untouched, "Control+Option+Right Arrow", cast(Any, None)) is False


def test_the_focus_clip_has_a_margin_and_stays_on_the_page() -> None:
    clip = focus_clip({"x": 3, "y": 20, "width": 100, "height": 30})
    assert clip == {
        "x": 0,
        "y": 20 - FOCUS_MARGIN,
        "width": 100 + 2 * FOCUS_MARGIN,
        "height": 30 + 2 * FOCUS_MARGIN,
    }


def test_a_double_tap_on_an_element_the_page_replaced_reaches_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The reading position's element left the document: the click is not made.
    node = {"backendDOMNodeId": 5, "role": {"value": "button"}, "name": {"value": "Reorder"}}
    cdp = FakeCDP(
        {
            "DOM.resolveNode": {"object": {"objectId": "old"}},
            "Runtime.callFunctionOn": {"result": {"type": "boolean", "value": False}},
        }
    )
    monkeypatch.setattr(probes, "reading_node", lambda state: node)
    monkeypatch.setattr(probes, "watch", lambda state: None)
    with pytest.raises(StepFailure, match=r'^the double tap reached nothing: button "Reorder"'):
        double_tap(cast(Any, SimpleNamespace(cdp=cdp)))
    assert "isConnected" in str(cdp.calls[-1][1])
