"""What review found in the library before it was a package, each held by a test: unused
imports in the manual phrase files, untyped and mistyped code (the screenshot options, a
count that was an int and then a list), long lines, complex functions, names that do not
say what they return."""

from __future__ import annotations

import importlib.util
import inspect
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import a11y_web
from a11y_web import (
    actions,
    axtree,
    checks,
    config,
    elements,
    messages,
    phrases,
    probes,
    session,
    steps,
    waiting,
    words,
)

PACKAGE = Path(a11y_web.__file__).parent
PYPROJECT = PACKAGE.parent / "pyproject.toml"
MODULES = [
    actions,
    axtree,
    checks,
    config,
    elements,
    messages,
    phrases,
    probes,
    session,
    steps,
    waiting,
    words,
]


def tool(module: str, *arguments: str) -> subprocess.CompletedProcess[str]:
    if importlib.util.find_spec(module) is None:
        pytest.skip(f"{module} is not installed (pip install -r requirements-dev.txt)")
    return subprocess.run(
        [sys.executable, "-m", module, *arguments], capture_output=True, text=True, check=False
    )


def test_ruff_finds_nothing() -> None:
    # Long lines (E501) and complexity (C901, at most 10) are among its rules.
    result = tool("ruff", "check", "--config", str(PYPROJECT), str(PACKAGE))
    assert result.returncode == 0, result.stdout


def test_mypy_finds_nothing() -> None:
    # Untyped definitions are refused, so every function's options and results are checked.
    result = tool("mypy", "--config-file", str(PYPROJECT), str(PACKAGE))
    assert result.returncode == 0, result.stdout


def test_the_phrase_template_imports_the_library_only_where_it_calls_it(repository: Path) -> None:
    template = (repository / "Templates" / "steps-behave-playwright.mustache").read_text()
    sections = re.findall(r"\{\{\^manual\}\}(.*?)\{\{/manual\}\}", template, re.DOTALL)
    outside = re.sub(r"\{\{\^manual\}\}.*?\{\{/manual\}\}", "", template, flags=re.DOTALL)
    assert any("from a11y_web import run_phrase" in s for s in sections)
    assert "a11y_web" not in outside
    assert "def step_{{snakeName}}(" in template


def test_all_behave_playwright_templates_are_thin(repository: Path) -> None:
    templates = (repository / "Templates").glob("steps-behave-playwright*.mustache")
    assert sum(len(p.read_text().splitlines()) for p in templates) < 150


def public_functions() -> list[tuple[str, Callable[..., Any]]]:
    found: list[tuple[str, Callable[..., Any]]] = []
    for module in MODULES:
        for name, function in inspect.getmembers(module, inspect.isfunction):
            if function.__module__ == module.__name__ and not name.startswith("_"):
                found.append((f"{module.__name__}.{name}", function))
    return found


def test_names_say_what_they_return() -> None:
    wrong = []
    for name, function in public_functions():
        returns = inspect.signature(function).return_annotation
        short = name.rsplit(".", 1)[1]
        if short.startswith(("is_", "has_")) and returns != "bool":
            wrong.append(f"{name} -> {returns}")
        if short.endswith("_problem") and returns != "str | None":
            wrong.append(f"{name} -> {returns}")
    assert wrong == []
    assert not hasattr(actions, "is_visible_focus")


def test_every_module_is_covered_by_a_test_file() -> None:
    tests = {p.stem for p in Path(__file__).parent.glob("test_*.py")}
    untested = [m.__name__ for m in MODULES if f"test_{m.__name__.rsplit('.', 1)[1]}" not in tests]
    assert untested == []
