"""Shared test data: the recorded accessibility trees and the repository's files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

TREES = Path(__file__).parent / "trees"
#: The repository the package lives in (its catalog, templates and features).
REPOSITORY = Path(__file__).resolve().parents[2]


def recorded(name: str) -> Any:
    """A recorded tree (a list of nodes) or node pair (``before``/``after``)."""
    return json.loads((TREES / f"{name}.json").read_text(encoding="utf-8"))


@pytest.fixture
def repository() -> Path:
    """The repository root; the tests that read its files skip outside a checkout."""
    if not (REPOSITORY / "Catalog" / "vocabulary.json").exists():
        pytest.skip("not in a checkout of the repository")
    return REPOSITORY
