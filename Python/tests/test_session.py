"""The browser session and the scenario's state, without a browser: the page of a feature,
the element map, the network delay and the fixture's life cycle."""

from __future__ import annotations

import inspect
import json
from pathlib import Path
from typing import Any, cast

import pytest
from fakes import FakeCDP

import a11y_web.session as session
from a11y_web.config import RunConfig
from a11y_web.errors import ConfigError
from a11y_web.session import BrowserSession, load_element_map, page_key, web


def test_the_page_of_a_feature_is_its_component_and_experience() -> None:
    assert page_key(["a11y", "component:button", "experience:default"], "f") == "button/default"
    assert page_key(["component:link"], "f") == "link/default"
    with pytest.raises(ConfigError, match=r"^x.feature: error: the feature has no @component: tag"):
        page_key(["a11y"], "x.feature")


def test_the_element_map_puts_the_pages_own_elements_first(tmp_path: Path) -> None:
    path = tmp_path / "a11y_elements.json"
    path.write_text(
        json.dumps(
            {
                "pages": {
                    "a/default": {
                        "the A button": {"role": "button"},
                        "the Shared link": {"role": "x"},
                    },
                    "b/default": {
                        "the B switch": {"role": "switch"},
                        "the Shared link": {"role": "link"},
                    },
                }
            }
        ),
        encoding="utf-8",
    )
    elements = load_element_map(str(path), "b/default")
    assert list(elements) == ["the B switch", "the Shared link", "the A button"]
    assert elements["the Shared link"] == {"role": "link"}
    assert load_element_map(str(tmp_path / "none.json"), "a/default") == {}


def test_a_broken_element_map_is_reported_at_its_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "a11y_elements.json"
    path.write_text('{"pages": ', encoding="utf-8")
    with pytest.raises(ConfigError, match=r"a11y_elements.json:1:11: error: "):
        load_element_map(str(path), "a/default")


class FakeBrowser:
    def __init__(self) -> None:
        self.connected = True

    def is_connected(self) -> bool:
        return self.connected

    def close(self) -> None:
        self.connected = False


class FakePlaywright:
    stopped = 0

    def stop(self) -> None:
        self.stopped += 1


def fake_session() -> BrowserSession:
    config = RunConfig("a11y-web.json", "http://h/", {})
    return BrowserSession(config, cast(Any, FakePlaywright()), cast(Any, FakeBrowser()))


def test_slowing_the_network_and_restoring_it() -> None:
    browser_session = fake_session()
    cdp = FakeCDP()
    browser_session.cdp = cast(Any, cdp)
    browser_session.restore_network()
    assert cdp.calls == []
    browser_session.slow_network(2000)
    assert browser_session.slowed
    assert ("Network.setCacheDisabled", {"cacheDisabled": True}) in cdp.calls
    assert cdp.calls[-1][1] is not None and cdp.calls[-1][1]["latency"] == 2000
    browser_session.restore_network()
    assert not browser_session.slowed
    assert cdp.calls[-1] == ("Network.disable", None)


def test_closing_twice_closes_once() -> None:
    browser_session = fake_session()
    browser_session.close()
    browser_session.close()
    assert cast(Any, browser_session.playwright).stopped == 1


def test_the_fixture_yields_the_session_and_closes_it(monkeypatch: pytest.MonkeyPatch) -> None:
    made = fake_session()
    monkeypatch.setattr(BrowserSession, "launch", staticmethod(lambda config: made))
    context = type("Context", (), {})()
    fixture = inspect.unwrap(session.browser_session)
    steps = fixture(context, made.config)
    assert next(steps) is made and context.a11y_session is made
    with pytest.raises(StopIteration):
        next(steps)
    assert not made.browser.is_connected()


def test_the_library_keeps_no_session_of_its_own() -> None:
    source = Path(session.__file__).read_text(encoding="utf-8")
    assert "atexit" not in source
    assert "_SESSION" not in source


def test_a_step_without_the_hooks_says_what_environment_py_needs() -> None:
    context = type("Context", (), {"a11y_web": None})()
    with pytest.raises(
        ConfigError, match=r"from a11y_web import after_all, after_scenario, before_all"
    ):
        web(context)


class _Step:
    def __init__(self, name: str) -> None:
        self.name = name


class _Steps:
    def __init__(self, *names: str) -> None:
        self.steps = [_Step(name) for name in names]


class _Feature:
    def __init__(self, background: _Steps | None, scenarios: list[_Steps]) -> None:
        self.background = background
        self.scenarios = scenarios

    def walk_scenarios(self) -> list[_Steps]:
        return self.scenarios


class _Runner:
    def __init__(self, features: list[_Feature]) -> None:
        self.features = features


def test_the_steps_of_a_run_are_its_backgrounds_and_scenarios() -> None:
    runner = _Runner(
        [
            _Feature(_Steps("the browser shows the page"), [_Steps("I press Tab", "x")]),
            _Feature(None, [_Steps("y")]),
        ]
    )
    assert list(session.run_step_texts(runner)) == [
        "the browser shows the page",
        "I press Tab",
        "x",
        "y",
    ]
    assert list(session.run_step_texts(None)) == []
