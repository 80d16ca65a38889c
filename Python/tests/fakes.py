"""Stand-ins for the browser, for the modules that talk to it: they record what was asked
and answer from recorded data."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class FakeCDP:
    """A DevTools session that answers each method from a table and records the calls."""

    answers: dict[str, Any] = field(default_factory=dict)
    calls: list[tuple[str, dict[str, Any] | None]] = field(default_factory=list)

    def send(self, method: str, params: dict[str, Any] | None = None) -> Any:
        self.calls.append((method, params))
        return self.answers.get(method, {})


@dataclass
class FakeLocator:
    """A locator whose count and visibility are given; it records clicks and evaluations."""

    counts: list[int] = field(default_factory=lambda: [1])
    visible: bool = True
    evaluated: list[str] = field(default_factory=list)
    value: Any = None
    inner: FakeLocator | None = None
    filtered: FakeLocator | None = None
    by_role: list[tuple[str, dict[str, Any]]] = field(default_factory=list)

    def count(self) -> int:
        return self.counts.pop(0) if len(self.counts) > 1 else self.counts[0]

    def is_visible(self) -> bool:
        return self.visible

    def evaluate(self, script: str) -> Any:
        self.evaluated.append(script)
        return self.value

    @property
    def first(self) -> FakeLocator:
        return self

    def filter(self, **options: Any) -> FakeLocator:
        """The elements that hold another: ``filtered``, or none."""
        return self.filtered or FakeLocator(counts=[0])

    def get_by_role(self, role: str, **options: Any) -> FakeLocator:
        """Inside the element (a page's container): the locator ``inner``, recorded."""
        self.by_role.append((role, options))
        return self.inner or FakeLocator(counts=[0])


@dataclass
class FakePage:
    """A page whose ``evaluate`` answers a fixed value and whose ``get_by_role`` records its
    arguments."""

    still_ms: float = 0.0
    url: str = "http://127.0.0.1/page.html"
    locator_for_role: FakeLocator = field(default_factory=FakeLocator)
    by_role: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    frames: int = 0
    evaluations: list[str] = field(default_factory=list)

    def evaluate(self, script: str, arg: Any = None) -> Any:
        self.evaluations.append(script)
        if "requestAnimationFrame" in script:
            self.frames += 1
            return None
        return self.still_ms

    #: Locators by role and name (a role without a name: ``(role, None)``), before the default.
    roles: dict[tuple[str, str | None], FakeLocator] = field(default_factory=dict)
    #: Locators by CSS selector or text (``text=…``).
    selectors: dict[str, FakeLocator] = field(default_factory=dict)

    def get_by_role(self, role: str, **options: Any) -> FakeLocator:
        self.by_role.append((role, options))
        return self.roles.get((role, options.get("name")), self.locator_for_role)

    def locator(self, selector: str) -> FakeLocator:
        return self.selectors.get(selector, FakeLocator(counts=[0]))

    def get_by_text(self, text: str, **options: Any) -> FakeLocator:
        return self.selectors.get(f"text={text}", FakeLocator(counts=[0]))
