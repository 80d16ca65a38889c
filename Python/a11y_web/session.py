"""The browser session of a run and the state of one scenario.

behave's fixture ``browser_session`` launches the browser once per run (``before_all``) and
closes it when the run ends; each feature gets a page in a browser context of its own (with the
configuration's sign-in state, headers, blocked requests and, for the phone screen readers'
scenarios, its device), loaded again for each scenario unless the scenario before left it
untouched, and settled before a step runs. A page that cannot be opened is one set-up error of
each of its scenarios; a failed step leaves a screenshot and the accessibility tree."""

from __future__ import annotations

import json
import os
import re
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from behave import fixture, use_fixture
from playwright.sync_api import Browser, CDPSession, Page, Playwright, sync_playwright
from playwright.sync_api import Error as PlaywrightError

from .config import (
    CONFIG_NAME,
    RunConfig,
    config_path,
    load_config,
    read_json_object,
    unused_element_warnings,
)
from .errors import ConfigError, PageError, StepFailure

#: How much later every request of the page is answered once a step made its loading slow
#: ("takes several seconds to load"), in milliseconds.
LOAD_DELAY_MS = 3000
#: How much longer than ``settle`` a page that keeps changing (an animation, a poll) is
#: waited for before the steps run anyway.
SETTLE_GRACE_MS = 2000
#: The screen readers of phones: their scenarios run with the configuration's ``device``.
PHONE_SCREEN_READERS = ("iOS VoiceOver", "TalkBack")
#: The element map the export writes beside the steps: element phrase -> role, name, states.
ELEMENTS_NAME = "a11y_elements.json"

# Records, in the page, what changed after a step started watching: click events, changes
# to the page, and text that reached a live region (one that was already on the page, or an
# element with the alert role, which browsers announce when it is added).
_INIT_SCRIPT = r"""
(() => {
  const state = {
    clicks: 0, changes: 0, live: [], lastChange: performance.now(), touched: false,
    timersDue: 0, settled: false,
  };
  // Until the page has settled, when its short timers are due: content a timer adds after
  // the load event is part of the page the steps start on.
  const setTimer = window.setTimeout;
  window.setTimeout = function (handler, delay, ...rest) {
    const ms = Number(delay) || 0;
    if (!state.settled && ms <= 2000) {
      state.timersDue = Math.max(state.timersDue, performance.now() + ms);
    }
    return setTimer.call(this, handler, delay, ...rest);
  };
  const changed = () => { state.lastChange = performance.now(); };
  // Anything but a focus move makes the page one to load again for the next scenario.
  const touch = () => { state.touched = true; };
  const touching = ["keydown", "pointerdown", "mousedown", "click", "input", "change", "submit"];
  for (const type of touching) {
    document.addEventListener(type, touch, true);
  }
  // The parser's own insertions are not a change; this listener runs before the page's.
  window.addEventListener("load", () => { state.touched = false; });
  document.addEventListener("focusin", changed, true);
  Object.defineProperty(window, "__a11yWeb", { value: state });
  const liveRegion = (node) => {
    for (let n = node; n && n.nodeType === 1; n = n.parentElement) {
      const role = n.getAttribute("role");
      const live = n.getAttribute("aria-live");
      if (live === "off") return null;
      // An <output> element is a status region without saying so.
      if (live || ["alert", "status", "log"].includes(role)) return n;
      if (!role && n.localName === "output") return n;
    }
    return null;
  };
  document.addEventListener("click", () => { state.clicks += 1; }, true);
  window.addEventListener("hashchange", () => { state.changes += 1; changed(); });
  // What the page handled, for "activates": its own listeners that ran (counted by wrapping
  // addEventListener after the listeners above were added), inline on* handlers, the
  // browser's default actions and what a handler asked of the browser (print, clipboard).
  Object.assign(state, { handled: 0, keyHandled: 0, defaults: 0, effects: [] });
  const COUNTED = {
    click: "handled", pointerup: "handled", mouseup: "handled", submit: "handled",
    keydown: "keyHandled", keyup: "keyHandled", keypress: "keyHandled",
  };
  const wrappers = new WeakMap();
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    const kind = COUNTED[type];
    // Playwright's own hit-target check listens in the page's world too: not the page's.
    const own = listener && String(listener).includes("_hitTargetInterceptor");
    if (!kind || !listener || own) return add.call(this, type, listener, options);
    let byType = wrappers.get(listener);
    if (!byType) { byType = {}; wrappers.set(listener, byType); }
    if (!byType[type]) {
      byType[type] = function (event) {
        state[kind] += 1;
        return typeof listener === "function"
          ? listener.call(this, event) : listener.handleEvent(event);
      };
    }
    return add.call(this, type, byType[type], options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    const wrapper = listener && wrappers.get(listener) && wrappers.get(listener)[type];
    return remove.call(this, type, wrapper || listener, options);
  };
  const inline = (event, names, kind) => {
    for (const node of event.composedPath()) {
      if (names.some((name) => typeof node[name] === "function")) { state[kind] += 1; return; }
    }
  };
  add.call(window, "click", (e) => inline(e, ["onclick"], "handled"), true);
  add.call(window, "keydown", (e) => inline(e, ["onkeydown", "onkeypress"], "keyHandled"), true);
  // Default actions the page let happen: a link followed, a form control changed, a form
  // submitted, a disclosure toggled.
  const DEFAULTS = "a[href], area[href], summary, label, input, select, textarea, " +
    "button[type=submit], form button:not([type])";
  add.call(window, "click", (e) => {
    if (e.defaultPrevented || !(e.target instanceof Element)) return;
    if (e.target.closest(DEFAULTS)) state.defaults += 1;
    // A link followed to another document in this window: its navigation starts after the
    // event, so the steps wait for it rather than read a page that is about to go.
    const link = e.target.closest("a[href], area[href]");
    const away = (url) => url.split("#")[0];
    if (link && away(link.href) !== away(location.href) && !link.hasAttribute("download") &&
        (!link.target || link.target === "_self")) {
      state.leaving = link.href;
    }
  });
  for (const type of ["submit", "change", "input", "toggle"]) {
    add.call(document, type, () => { state.defaults += 1; }, true);
  }
  const effect = (what) => { state.effects.push(what); changed(); };
  // A print dialog would hold the page: the request is noted, not passed on.
  window.print = () => effect("print");
  const open = window.open;
  window.open = function (...args) { effect("a new window"); return open.apply(this, args); };
  const execCommand = Document.prototype.execCommand;
  Document.prototype.execCommand = function (command, ...args) {
    if (["copy", "cut"].includes(String(command).toLowerCase())) effect("clipboard");
    return execCommand.call(this, command, ...args);
  };
  if (navigator.clipboard) {
    for (const name of ["writeText", "write"]) {
      const write = navigator.clipboard[name];
      if (write) {
        navigator.clipboard[name] = function (...args) {
          effect("clipboard");
          return write.apply(this, args).catch(() => undefined);
        };
      }
    }
  }
  const observer = new MutationObserver((records) => {
    changed();
    touch();
    for (const record of records) {
      state.changes += 1;
      const target = record.target.nodeType === 1 ? record.target : record.target.parentElement;
      if (record.type === "attributes") continue;
      const added = [...record.addedNodes];
      for (const node of added) {
        if (node.nodeType === 1 && node.getAttribute("role") === "alert") {
          state.live.push(node.textContent.trim());
        }
      }
      const region = liveRegion(target);
      if (region && region.isConnected) state.live.push(region.textContent.trim());
    }
  });
  const start = () => observer.observe(document.documentElement, {
    subtree: true, childList: true, characterData: true, attributes: true,
  });
  if (document.documentElement) start();
  else document.addEventListener("DOMContentLoaded", start);
})();
"""

# Whether the page at the URL is as it was loaded, but for focus moves: no key, click, input
# or change to its elements since its load (``touched`` of the init script), and, once focus
# is taken off it, still so (a blur handler may change it). Then the next scenario of the
# feature starts on it without loading it again.
_TAKE_FOCUS_OFF = """() => {
  const s = window.__a11yWeb;
  if (!s || s.touched) return false;
  const focused = document.activeElement;
  if (focused && focused !== document.body) focused.blur();
  window.scrollTo(0, 0);
  return !s.touched;
}"""


def _network(latency_ms: int) -> dict[str, Any]:
    return {
        "offline": False,
        "latency": latency_ms,
        "downloadThroughput": -1,
        "uploadThroughput": -1,
    }


@dataclass
class BrowserSession:
    """The run's browser, and the page of the feature that runs."""

    config: RunConfig
    playwright: Playwright
    browser: Browser
    # One page per feature, loaded again for each of its scenarios (a new page costs ten
    # times a load); each feature gets a new browser context, so no storage is shared.
    page: Page | None = None
    cdp: CDPSession | None = None
    feature: str | None = None
    #: Whether the page's requests are delayed (``slow_network``) until the scenario ends.
    slowed: bool = False
    #: Whether the page's context has the configuration's device (a phone's scenario).
    on_device: bool = False
    #: The feature's page of the other kind (desktop or device), kept for its next rows.
    other: tuple[Page, CDPSession] | None = None
    #: The requests of the page that have not ended, for settling and for a load that hangs.
    open_requests: list[str] = field(default_factory=list)
    #: The set-up error of each page that could not be opened, by its ``pages`` key: the
    #: page's other scenarios fail with it at once.
    page_errors: dict[str, str] = field(default_factory=dict)

    @staticmethod
    def launch(config: RunConfig) -> BrowserSession:
        """Launches the browser the configuration names."""
        playwright = sync_playwright().start()
        try:
            browser = playwright.chromium.launch(
                headless=config.headless,
                executable_path=config.executable_path,
                channel=None if config.executable_path else config.channel,
            )
        except PlaywrightError as error:
            playwright.stop()
            if config.executable_path or config.channel or "doesn't exist" not in error.message:
                raise
            raise ConfigError(
                f"{config.path}: error: browser: Playwright has no browser of its own on this "
                f"machine; name one with browser.executablePath (Debian's chromium: "
                f"/usr/bin/chromium) or run 'playwright install chromium' once"
            ) from None
        return BrowserSession(config, playwright, browser)

    def page_of(self, feature: str, on_device: bool = False) -> tuple[Page, CDPSession]:
        """The feature's page and its DevTools session, opened on its first use; a feature
        whose rows change between the device (the phone screen readers') and the desktop
        keeps one page of each, in contexts of their own, until it ends."""
        on_device = on_device and self.config.device is not None
        if self.page is None or self.cdp is None or self.feature != feature:
            self.close_page()
        elif self.on_device == on_device:
            return self.page, self.cdp
        kept, self.other = self.other, None
        if self.page is not None and self.cdp is not None:
            self.other = (self.page, self.cdp)
        self.page, self.cdp = kept or self._open(on_device)
        self.feature, self.on_device = feature, on_device
        return self.page, self.cdp

    def _open(self, on_device: bool) -> tuple[Page, CDPSession]:
        """A page in a new browser context with the configuration's options."""
        context = self.browser.new_context(**context_options(self, on_device))
        for pattern in self.config.block_requests:
            context.route(pattern, lambda route: route.abort("blockedbyclient"))
        page = context.new_page()
        page.set_default_timeout(self.config.timeout)
        page.set_default_navigation_timeout(self.config.navigation_timeout)
        page.add_init_script(_INIT_SCRIPT)
        opened = self.open_requests
        page.on("request", lambda request: opened.append(request.url))
        page.on("requestfinished", lambda request: _forget(opened, request.url))
        page.on("requestfailed", lambda request: _forget(opened, request.url))
        return page, page.context.new_cdp_session(page)

    def close_page(self) -> None:
        """Closes the feature's pages and their browser contexts."""
        if self.page is not None:
            self.page.context.close()
        if self.other is not None:
            self.other[0].context.close()
        self.page, self.cdp, self.feature, self.other = None, None, None, None
        self.slowed = False
        self.open_requests.clear()

    def slow_network(self, delay_ms: int = LOAD_DELAY_MS) -> None:
        """Makes every request the page sends from now on answer ``delay_ms`` later, through
        Chromium's own network emulation (the DevTools Protocol's latency), with the
        browser's cache off so that no response arrives early; it lasts until the scenario
        ends."""
        if self.cdp is None:
            return
        self.cdp.send("Network.enable")
        self.cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
        self.cdp.send("Network.emulateNetworkConditions", _network(delay_ms))
        self.slowed = True

    def restore_network(self) -> None:
        """Ends the delay ``slow_network`` set, before the next scenario loads its page."""
        if not self.slowed or self.cdp is None:
            return
        self.cdp.send("Network.emulateNetworkConditions", _network(0))
        self.cdp.send("Network.setCacheDisabled", {"cacheDisabled": False})
        self.cdp.send("Network.disable")
        self.slowed = False

    def close(self) -> None:
        """Closes the page, the browser and Playwright; closing again does nothing."""
        if self.browser.is_connected():
            self.close_page()
            self.browser.close()
            self.playwright.stop()


def _forget(urls: list[str], url: str) -> None:
    if url in urls:
        urls.remove(url)


def device_options(session: BrowserSession) -> dict[str, Any]:
    """The browser context's options of the configuration's device: a Playwright device name
    (its viewport, touch, user agent) or the options the configuration gives."""
    device = session.config.device
    if isinstance(device, dict):
        return {_SNAKE.sub(lambda m: "_" + m.group(0).lower(), k): v for k, v in device.items()}
    if device is None:
        return {}
    devices: dict[str, dict[str, Any]] = dict(session.playwright.devices)
    if device not in devices:
        near = ", ".join(n for n in devices if n.split()[0] == device.split()[0]) or "none"
        raise ConfigError(
            f"{session.config.path}: error: device: Playwright has no device '{device}'; "
            f"devices of that make: {near}"
        )
    # The device's browser is Playwright's choice; the run keeps the configuration's.
    return {k: v for k, v in devices[device].items() if k != "default_browser_type"}


#: A camelCase key of the configuration's device, as Playwright's snake_case option.
_SNAKE = re.compile(r"[A-Z]")


def context_options(session: BrowserSession, on_device: bool) -> dict[str, Any]:
    """The options of a feature's browser context: sign-in state, headers, device."""
    config = session.config
    options: dict[str, Any] = device_options(session) if on_device else {}
    if config.storage_state is not None:
        options["storage_state"] = config.storage_state
    if config.headers:
        options["extra_http_headers"] = config.headers
    return options


@fixture
def browser_session(context: Any, config: RunConfig) -> Iterator[BrowserSession]:
    """behave fixture: the run's browser session, as ``context.a11y_session``, closed when
    the layer that used it ends (the run, for ``before_all``)."""
    session = BrowserSession.launch(config)
    context.a11y_session = session
    try:
        yield session
    finally:
        session.close()


@dataclass
class WebState:
    """What one scenario keeps: its page, the element under test and where the screen
    reader's reading position is."""

    session: BrowserSession
    elements: dict[str, dict[str, Any]]
    page_key: str
    page: Page
    cdp: CDPSession
    reading: int | None = None
    states_before: dict[str, dict[str, str]] = field(default_factory=dict)
    url_before: str = ""
    focus_before: int | None = None
    trap_escaped: bool = False
    #: Whether the page was loaded for this scenario (else it is the last one's, untouched).
    fresh: bool = False

    @property
    def config(self) -> RunConfig:
        """The run configuration."""
        return self.session.config


def page_key(tags: list[str], feature_file: str) -> str:
    """The page of a feature in ``pages``: ``COMPONENT/EXPERIENCE`` from its tags."""
    component = next((t.split(":", 1)[1] for t in tags if t.startswith("component:")), None)
    experience = next((t.split(":", 1)[1] for t in tags if t.startswith("experience:")), "default")
    if component is None:
        raise ConfigError(
            f"{feature_file}: error: the feature has no @component: tag, so no page of "
            f"{CONFIG_NAME} can be chosen for it"
        )
    return f"{component}/{experience}"


def load_element_map(path: str, page: str) -> dict[str, dict[str, Any]]:
    """The element map's elements of the page, in the map's order (the first is the page's
    control), then those of every other page; nothing when there is no map."""
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as file:
        try:
            pages = json.load(file).get("pages", {})
        except json.JSONDecodeError as error:
            raise ConfigError(f"{path}:{error.lineno}:{error.colno}: error: {error.msg}") from None
    merged: dict[str, dict[str, Any]] = dict(pages.get(page, {}))
    for key in sorted(pages):
        for phrase, facts in pages[key].items():
            merged.setdefault(phrase, facts)
    return merged


def _steps_directory(context: Any) -> str:
    return os.path.join(str(context.config.base_dir), str(context.config.steps_dir))


def _session(context: Any) -> BrowserSession:
    session = getattr(context, "a11y_session", None)
    if not isinstance(session, BrowserSession):
        raise ConfigError(
            "environment.py: error: no browser session; the features' environment.py must "
            "start it: from a11y_web import after_all, after_scenario, after_step, before_all"
        )
    return session


def web(context: Any) -> WebState:
    """The scenario's state, with the feature's page open on first use (loaded again unless
    the scenario before left it untouched)."""
    state = getattr(context, "a11y_web", None)
    if isinstance(state, WebState):
        return state
    session = _session(context)
    # A new scenario: the last one's slow loading ends before its page is used.
    session.restore_network()
    scenario = getattr(context, "scenario", context.feature)
    key = page_key(list(context.feature.tags) + list(scenario.tags), context.feature.filename)
    elements = load_element_map(os.path.join(_steps_directory(context), ELEMENTS_NAME), key)
    url = session.config.page_url(key)
    if key in session.page_errors:
        raise PageError(session.page_errors[key])
    page, cdp = session.page_of(context.feature.filename, on_phone(scenario))
    state = WebState(session, elements, key, page, cdp)
    context.a11y_web = state
    if not _untouched(page, url):
        load_page(state)
    return state


def on_phone(scenario: Any) -> bool:
    """Whether a step of the scenario names a phone's screen reader (iOS VoiceOver, TalkBack:
    the Examples row of its screen reader, or its own steps)."""
    texts = [getattr(step, "name", "") for step in getattr(scenario, "steps", [])]
    texts.append(getattr(scenario, "name", ""))
    return any(reader in text for text in texts for reader in PHONE_SCREEN_READERS)


def _untouched(page: Page, url: str) -> bool:
    if page.url != url:
        return False
    try:
        return bool(page.evaluate(_TAKE_FOCUS_OFF))
    except PlaywrightError:
        return False


def load_page(state: WebState) -> None:
    """Loads the scenario's page afresh and waits for it to settle. A page that cannot be
    opened is a set-up error, kept for the page's other scenarios."""
    url = state.config.page_url(state.page_key)
    session = state.session
    # The last page's requests end with it, some without an event.
    session.open_requests.clear()
    try:
        # Going to the same URL with a fragment would only scroll.
        if "#" in url and state.page.url.split("#")[0] == url.split("#")[0]:
            state.page.goto("about:blank")
        response = state.page.goto(url, wait_until="load")
    except PlaywrightError as error:
        problem = load_failure(
            error.message, state.config.navigation_timeout, session.open_requests
        )
        session.page_errors[state.page_key] = page_error(url, state.page_key, problem)
        raise PageError(session.page_errors[state.page_key]) from None
    if response is not None and response.status >= 400:
        problem = f"HTTP {response.status} {response.status_text}".rstrip()
        session.page_errors[state.page_key] = page_error(url, state.page_key, problem)
        raise PageError(session.page_errors[state.page_key])
    settle(state)
    state.fresh = True


def page_error(url: str, key: str, problem: str) -> str:
    """The set-up error of a page that cannot be opened: its URL, the problem, its key."""
    return f"cannot open {url} (pages.{key} of {CONFIG_NAME}): {problem}"


def load_failure(message: str, timeout_ms: int, open_requests: list[str]) -> str:
    """What a failed load says: the browser's network error, or for a load that did not end,
    the requests still open (a host the test machine cannot reach holds the load event)."""
    first = message.splitlines()[0] if message else "the browser gave no reason"
    first = first.removeprefix("Page.goto: ")
    if not first.startswith("Timeout"):
        return first.split(" at http")[0]
    waiting = ", ".join(sorted(set(open_requests))[:3]) or "none"
    return (
        f"it did not finish loading within navigationTimeout ({timeout_ms} ms); requests still "
        f"open: {waiting} (blockRequests aborts those of hosts this machine cannot reach)"
    )


# Whether the page has settled: no change for ``settle`` ms, no short timer still due.
_SETTLED = """(settle) => {
  const s = window.__a11yWeb;
  if (!s) return true;
  const now = performance.now();
  return now - s.lastChange >= settle && now >= s.timersDue;
}"""
# The page's changes while it settled were its own: it is still the page as loaded.
_SETTLE_DONE = (
    "() => { const s = window.__a11yWeb; if (s) { s.settled = true; s.touched = false; } }"
)


def settle(state: WebState) -> None:
    """Waits, after the load event, until the page's requests have ended, its elements have
    not changed for ``settle`` ms and the short timers it set are due: content a page adds
    after loading is there before the first step. A page that keeps changing is waited for
    ``SETTLE_GRACE_MS`` longer than ``settle``, then used as it is."""
    wait_ms = state.config.settle
    if wait_ms <= 0:
        return
    deadline = time.monotonic() + (wait_ms + SETTLE_GRACE_MS) / 1000
    try:
        while time.monotonic() < deadline:
            if not state.session.open_requests and state.page.evaluate(_SETTLED, wait_ms):
                state.page.evaluate(_SETTLE_DONE)
                return
            state.page.wait_for_timeout(20)
    except PlaywrightError:
        return


def focus_before_page(state: WebState) -> None:
    """Puts keyboard focus before the page's first element, where it is when focus comes
    from the address bar: a page just opened. A page that focus has been on is loaded
    again, since taking focus off an element leaves Tab's starting point there."""
    if not state.fresh or state.page.evaluate(
        "() => !!document.activeElement && document.activeElement !== document.body"
    ):
        load_page(state)


# MARK: - behave's hooks, for the features' environment.py


def before_all(context: Any) -> None:
    """Reads the run configuration, warns once of each ``elements`` phrase no step names, and
    starts the browser session for the run."""
    named = context.config.userdata.get("a11y_web")
    path = config_path(named, [str(context.config.base_dir), os.getcwd()])
    config = load_config(path)
    known = _element_map_phrases(os.path.join(_steps_directory(context), ELEMENTS_NAME))
    runner = getattr(context, "_runner", None)
    for warning in unused_element_warnings(config, run_step_texts(runner), known):
        # Outside behave's capture: a warning of the set-up, not of a scenario.
        print(warning, file=sys.__stderr__)
    use_fixture(browser_session, context, config)


def after_step(context: Any, step: Any) -> None:
    """After a failed step, saves a screenshot of the page and the accessibility tree of the
    page's container (or the page) in the run's ``artifacts`` folder, and names both in the
    step's error (behave's JUnit report shows it) and in the step's captured output."""
    state = getattr(context, "a11y_web", None)
    # A check that failed; a page that could not be opened has nothing to show.
    if not isinstance(state, WebState) or not isinstance(
        getattr(step, "exception", None), StepFailure
    ):
        return
    saved = save_failure(state, getattr(context, "scenario", None), step)
    if not saved:
        return
    note = "screenshot and accessibility tree: " + ", ".join(saved)
    print(note)
    error = getattr(step, "exception", None)
    if isinstance(error, Exception) and error.args:
        error.args = (f"{error.args[0]}\n{note}", *error.args[1:])


def save_failure(state: WebState, scenario: Any, step: Any) -> list[str]:
    """Saves the screenshot (PNG) and the accessibility tree (YAML, Playwright's ARIA
    snapshot) of a failed step; returns their paths, none when the page is gone."""
    name = f"{getattr(scenario, 'name', 'scenario')}-line-{getattr(step, 'line', 0)}"
    stem = os.path.join(state.config.artifacts, state.page_key, artifact_name(name))
    os.makedirs(os.path.dirname(stem), exist_ok=True)
    within = state.config.within.get(state.page_key)
    try:
        state.page.screenshot(path=stem + ".png", full_page=True)
        root = (
            state.page.locator(within.css) if within and within.css else state.page.locator("body")
        )
        tree = root.first.aria_snapshot()
    except PlaywrightError:
        return []
    with open(stem + ".yml", "w", encoding="utf-8") as file:
        file.write(tree + "\n")
    return [stem + ".png", stem + ".yml"]


def artifact_name(text: str) -> str:
    """A file name of a scenario's words: lower case, hyphens, no more than 80 characters."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:80] or "scenario"


def run_step_texts(runner: Any) -> Iterator[str]:
    """The text of every step the run's features hold, backgrounds and the scenarios of
    outlines (their examples filled in) included."""
    for feature in getattr(runner, "features", []) or []:
        if feature.background is not None:
            yield from (step.name for step in feature.background.steps)
        for scenario in feature.walk_scenarios():
            yield from (step.name for step in scenario.steps)


def _element_map_phrases(path: str) -> list[str]:
    """Every element phrase of the element map, whatever its page; none without the map."""
    if not os.path.exists(path):
        return []
    pages = read_json_object(path).get("pages", {})
    return [phrase for elements in pages.values() for phrase in elements]


def after_scenario(context: Any, scenario: Any) -> None:
    """Forgets the scenario's state and ends its slow loading; the next scenario loads its
    page again unless it was left untouched."""
    session = getattr(context, "a11y_session", None)
    if isinstance(session, BrowserSession):
        session.restore_network()
    context.a11y_web = None


def after_all(context: Any) -> None:
    """Closes the browser (the fixture closes it too, when the run ends)."""
    session = getattr(context, "a11y_session", None)
    if isinstance(session, BrowserSession):
        session.close()
