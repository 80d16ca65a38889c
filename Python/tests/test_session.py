"""The browser session and the scenario's state, without a browser: the page of a feature,
the element map, the network delay and the fixture's life cycle."""

from __future__ import annotations

import inspect
import json
from pathlib import Path
from typing import Any, ClassVar, cast

import pytest
from fakes import FakeCDP

import a11y_web.session as session
from a11y_web.config import RunConfig
from a11y_web.errors import ConfigError, PageError
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
        ConfigError, match=r"from a11y_web import after_all, after_scenario, after_step, before_all"
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


class _Scenario:
    def __init__(self, name: str, *steps: str) -> None:
        self.name = name
        self.steps = [_Step(step) for step in steps]


def test_the_phone_screen_readers_scenarios_run_on_the_device() -> None:
    assert session.on_phone(_Scenario("Swiping right", "iOS VoiceOver is on", "I swipe right"))
    assert session.on_phone(_Scenario("x", "TalkBack focus is on the Save button"))
    assert not session.on_phone(_Scenario("Tab moves focus", "NVDA is on", "I press Tab"))


class _Devices(FakePlaywright):
    devices: ClassVar[dict[str, dict[str, Any]]] = {
        "Pixel 7": {
            "viewport": {"width": 412, "height": 839},
            "has_touch": True,
            "default_browser_type": "chromium",
        }
    }


def test_the_context_has_the_sign_in_the_headers_and_on_a_phone_the_device() -> None:
    config = RunConfig(
        "a11y-web.json",
        "http://h/",
        {},
        storage_state="/run/signed-in.json",
        headers={"X-Test": "1"},
        device="Pixel 7",
    )
    made = BrowserSession(config, cast(Any, _Devices()), cast(Any, FakeBrowser()))
    assert session.context_options(made, False) == {
        "storage_state": "/run/signed-in.json",
        "extra_http_headers": {"X-Test": "1"},
    }
    on_phone = session.context_options(made, True)
    assert on_phone["viewport"] == {"width": 412, "height": 839} and on_phone["has_touch"]
    assert "default_browser_type" not in on_phone
    config.device = {"viewport": {"width": 390, "height": 844}, "isMobile": True}
    assert session.device_options(made) == {
        "viewport": {"width": 390, "height": 844},
        "is_mobile": True,
    }
    config.device = "Pixel 99"
    with pytest.raises(
        ConfigError, match=r"device: Playwright has no device 'Pixel 99'; .*Pixel 7"
    ):
        session.device_options(made)


def test_a_page_that_cannot_be_opened_names_its_url_problem_and_key() -> None:
    assert session.page_error("http://h/x.html", "button/default", "HTTP 404 Not Found") == (
        "cannot open http://h/x.html (pages.button/default of a11y-web.json): HTTP 404 Not Found"
    )
    dns = "Page.goto: net::ERR_NAME_NOT_RESOLVED at http://nowhere.invalid/\nCall log: …"
    assert session.load_failure(dns, 30000, []) == "net::ERR_NAME_NOT_RESOLVED"
    hung = session.load_failure("Timeout 500ms exceeded.", 500, ["http://10.255.255.1/a.css"])
    assert hung.startswith("it did not finish loading within navigationTimeout (500 ms)")
    assert "requests still open: http://10.255.255.1/a.css (blockRequests" in hung


def test_a_page_that_could_not_be_opened_fails_its_next_scenarios_at_once() -> None:
    made = fake_session()
    made.config.pages["button/default"] = "missing.html"
    made.page_errors["button/default"] = "cannot open … HTTP 404"
    feature = type("Feature", (), {"tags": ["component:button"], "filename": "f.feature"})()
    scenario = _Scenario("x", "the browser shows the page")
    scenario_with_tags = type("S", (), {"tags": [], "steps": scenario.steps, "name": "x"})()
    config = type("Config", (), {"base_dir": "/nowhere", "steps_dir": "steps"})()
    context = type(
        "Context",
        (),
        {
            "a11y_web": None,
            "a11y_session": made,
            "feature": feature,
            "scenario": scenario_with_tags,
            "config": config,
        },
    )()
    with pytest.raises(PageError, match="HTTP 404"):
        web(context)


def test_a_failures_files_are_named_after_its_scenario() -> None:
    assert session.artifact_name("Tab moves focus to the Save button") == (
        "tab-moves-focus-to-the-save-button"
    )
    assert session.artifact_name("***") == "scenario"


def test_a_page_settles_before_the_first_step_unless_settle_is_0() -> None:
    from fakes import FakePage

    made = fake_session()
    page = FakePage(still_ms=1.0)
    state = session.WebState(made, {}, "a/default", cast(Any, page), cast(Any, FakeCDP()))
    session.settle(state)
    # Settled at once: the check, then the mark that the page is as loaded.
    assert len(page.evaluations) == 2 and "settled = true" in page.evaluations[1]
    made.open_requests.append("http://h/slow.css")
    made.config.settle = 0
    page.evaluations.clear()
    session.settle(state)
    assert page.evaluations == []


class _Context:
    def __init__(self, options: dict[str, Any]) -> None:
        self.options, self.closed = options, False
        self.routes: list[str] = []

    def route(self, pattern: str, handler: Any) -> None:
        self.routes.append(pattern)

    def new_page(self) -> _Page:
        return _Page(self)

    def new_cdp_session(self, page: Any) -> FakeCDP:
        return FakeCDP()

    def close(self) -> None:
        self.closed = True


class _Page:
    def __init__(self, context: _Context) -> None:
        self.context = context

    def __getattr__(self, name: str) -> Any:
        # set_default_timeout, add_init_script, on: nothing to record.
        return lambda *args, **kwargs: None


class _Browser(FakeBrowser):
    def __init__(self) -> None:
        super().__init__()
        self.contexts: list[_Context] = []

    def new_context(self, **options: Any) -> _Context:
        self.contexts.append(_Context(options))
        return self.contexts[-1]


def test_a_feature_keeps_a_desktop_page_and_a_phone_page() -> None:
    config = RunConfig(
        "a11y-web.json",
        "http://h/",
        {},
        device={"isMobile": True},
        block_requests=["**/fonts/**"],
    )
    browser = _Browser()
    made = BrowserSession(config, cast(Any, FakePlaywright()), cast(Any, browser))
    desktop, _ = made.page_of("a.feature")
    phone, _ = made.page_of("a.feature", on_device=True)
    assert made.page_of("a.feature")[0] is desktop
    assert made.page_of("a.feature", on_device=True)[0] is phone
    assert [c.options for c in browser.contexts] == [{}, {"is_mobile": True}]
    assert browser.contexts[0].routes == ["**/fonts/**"]
    made.page_of("b.feature")
    assert [c.closed for c in browser.contexts] == [True, True, False]
