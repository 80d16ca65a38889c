"""The browser suite's list of phrases that only act (Tests/WebSuite/step_kinds.py): every
phrase with a browser body either can fail on its own, and so needs a defect page that its
check catches, or is in that list, and none of the list can fail."""

from __future__ import annotations

import importlib.util
import inspect
import re
import types
from pathlib import Path
from typing import Any

from a11y_web import steps

KINDS = Path(__file__).resolve().parents[2] / "Tests" / "WebSuite" / "step_kinds.py"
CALL = re.compile(r"\b([A-Za-z_]\w*)(?:\.(\w+))?\(")


def _actions() -> dict[str, str]:
    spec = importlib.util.spec_from_file_location("step_kinds", KINDS)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    actions: dict[str, str] = module.ACTIONS
    return actions


def _can_fail(function: Any, seen: set[Any]) -> bool:
    """Whether the function, or a function of the library it calls, raises a step failure."""
    if not inspect.isfunction(function) or function in seen:
        return False
    if not function.__module__.startswith("a11y_web"):
        return False
    seen.add(function)
    source = inspect.getsource(function)
    if "raise StepFailure" in source or "StepFailure(" in source:
        return True
    for name, attribute in CALL.findall(source):
        called = function.__globals__.get(name)
        if attribute and isinstance(called, types.ModuleType):
            called = getattr(called, attribute, None)
        if _can_fail(called, seen):
            return True
    return False


def test_every_action_is_a_phrase_with_a_browser_body() -> None:
    for phrase_text, reason in _actions().items():
        assert steps.STEPS.get(phrase_text) not in (None, steps.phone_only), phrase_text
        assert reason, phrase_text


def test_a_phrase_is_an_action_exactly_when_its_body_cannot_fail() -> None:
    actions = _actions()
    for phrase_text, body in steps.STEPS.items():
        if body is steps.phone_only:
            continue
        assert _can_fail(body, set()) != (phrase_text in actions), phrase_text
