"""The run configuration, ``a11y-web.json``: where the pages are (and the part of each that
holds the component), how an element is found when its role and name do not find it, how the
browser starts and loads pages. Every error names ``file:line:col`` or the key."""

from __future__ import annotations

import difflib
import json
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urljoin

from .errors import ConfigError

#: How long a step waits for a condition before it fails, in milliseconds, unless the run
#: configuration's ``timeout`` says otherwise.
TIMEOUT_MS = 3000
#: How long a page load may take (``navigationTimeout``), in milliseconds.
NAVIGATION_TIMEOUT_MS = 30000
#: How long the page's elements must not change after its load before a step runs (``settle``).
SETTLE_MS = 300
#: The longest ``settle`` accepted: a page that keeps changing is waited for no longer.
SETTLE_CAP_MS = 5000
#: Where the screenshots and trees of failed steps go, beside the run configuration.
ARTIFACTS_NAME = "a11y-web-run"
#: The file of the run configuration, looked for in the features directory.
CONFIG_NAME = "a11y-web.json"

_KEYS = (
    "$schema",
    "baseUrl",
    "pages",
    "elements",
    "browser",
    "timeout",
    "navigationTimeout",
    "settle",
    "blockRequests",
    "storageState",
    "headers",
    "device",
    "artifacts",
)
_BROWSER_KEYS = ("executablePath", "channel", "headless")
_PAGE_KEYS = ("url", "within")
_TARGET_KEYS = ("role", "name", "text")
_DEVICE_KEYS = ("viewport", "hasTouch", "isMobile", "userAgent", "deviceScaleFactor")
_PAGE_KEY = re.compile(r"[a-z0-9-]+/[a-z0-9-]+")


@dataclass(frozen=True)
class Target:
    """How an element is found: a CSS selector, an ARIA role (and accessible name), or the
    visible text that is the element's own."""

    css: str | None = None
    role: str | None = None
    name: str | None = None
    text: str | None = None

    def describe(self) -> str:
        """The target as a message names it."""
        if self.css is not None:
            return f'the selector "{self.css}"'
        if self.text is not None:
            return f'the text "{self.text}"'
        named = f' and the name "{self.name}"' if self.name else ""
        return f'the role "{self.role}"{named}'


@dataclass
class RunConfig:
    """The run configuration: where the pages are and how to start the browser."""

    path: str
    base_url: str
    pages: dict[str, str]
    elements: dict[str, Target] = field(default_factory=dict)
    executable_path: str | None = None
    channel: str | None = None
    headless: bool = True
    timeout: int = TIMEOUT_MS
    #: The container of each page's component (``within`` of its ``pages`` entry).
    within: dict[str, Target] = field(default_factory=dict)
    navigation_timeout: int = NAVIGATION_TIMEOUT_MS
    settle: int = SETTLE_MS
    block_requests: list[str] = field(default_factory=list)
    storage_state: str | None = None
    headers: dict[str, str] = field(default_factory=dict)
    #: A Playwright device name, or the options of a device (viewport, touch, user agent).
    device: str | dict[str, Any] | None = None
    artifacts: str = ARTIFACTS_NAME

    def page_url(self, key: str) -> str:
        """The URL of the page of ``COMPONENT/EXPERIENCE``, resolved against ``baseUrl``."""
        if key not in self.pages:
            known = ", ".join(sorted(self.pages)) or "none"
            raise ConfigError(
                f"{self.path}: error: pages has no entry for '{key}' (from the feature's "
                f"@component and @experience tags); the pages it has: {known}"
            )
        return urljoin(self.base_url, self.pages[key])


def config_path(named: str | None, directories: list[str]) -> str:
    """The run configuration's path: the one ``behave -D a11y_web=PATH`` names, else
    ``a11y-web.json`` in the first of the directories that holds one."""
    if named:
        return named
    for directory in directories:
        candidate = os.path.join(directory, CONFIG_NAME)
        if os.path.exists(candidate):
            return candidate
    raise ConfigError(
        f"{CONFIG_NAME}: error: no run configuration; write one in the features directory "
        f"or name it with 'behave -D a11y_web=PATH'"
    )


class _Checker:
    """Reports a key's problem as ``file: error: key: message``."""

    def __init__(self, path: str) -> None:
        self.path = path

    def error(self, key: str, message: str) -> ConfigError:
        return ConfigError(f"{self.path}: error: {key}: {message}")


def read_json_object(path: str) -> dict[str, Any]:
    """The JSON object in the file; a file that cannot be read or is not valid JSON is an
    error at ``file:line:col``."""
    try:
        with open(path, encoding="utf-8") as file:
            text = file.read()
    except OSError as error:
        raise ConfigError(f"{path}: error: cannot read it: {error.strerror}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise ConfigError(f"{path}:{error.lineno}:{error.colno}: error: {error.msg}") from None
    if not isinstance(data, dict):
        raise _Checker(path).error("(top level)", "expected an object")
    return data


def load_config(path: str) -> RunConfig:
    """Reads and checks a run configuration; errors name ``file:line:col`` or the key."""
    data = read_json_object(path)
    check = _Checker(path)
    for key in data:
        if key not in _KEYS:
            raise check.error(key, f"unknown key; the keys are {', '.join(sorted(_KEYS))}")
    executable, channel, headless = _browser(check, data.get("browser", {}))
    pages, within = _pages(check, data.get("pages"))
    beside = os.path.dirname(os.path.abspath(path))
    navigation = data.get("navigationTimeout", NAVIGATION_TIMEOUT_MS)
    return RunConfig(
        path,
        _base_url(check, data.get("baseUrl")),
        pages,
        _elements(check, data.get("elements", {})),
        executable,
        channel,
        headless,
        _milliseconds(check, "timeout", data.get("timeout", TIMEOUT_MS)),
        within,
        _milliseconds(check, "navigationTimeout", navigation),
        _settle(check, data.get("settle", SETTLE_MS)),
        _block_requests(check, data.get("blockRequests", [])),
        _storage_state(check, data.get("storageState"), beside),
        _headers(check, data.get("headers", {})),
        _device(check, data.get("device")),
        os.path.join(beside, _artifacts(check, data.get("artifacts", ARTIFACTS_NAME))),
    )


def _base_url(check: _Checker, value: object) -> str:
    if not isinstance(value, str) or not value:
        raise check.error(
            "baseUrl", "expected the URL the pages are under, such as 'http://127.0.0.1:8000/'"
        )
    return value if value.endswith("/") else value + "/"


def _pages(check: _Checker, value: object) -> tuple[dict[str, str], dict[str, Target]]:
    """The URL of each page, and the container of those whose entry names one."""
    if not isinstance(value, dict):
        raise check.error(
            "pages", "expected an object mapping 'COMPONENT/EXPERIENCE' to a URL or path"
        )
    urls: dict[str, str] = {}
    within: dict[str, Target] = {}
    for key, page in value.items():
        if not _PAGE_KEY.fullmatch(key):
            raise check.error(
                f"pages.{key}", "expected a key 'COMPONENT/EXPERIENCE', such as 'button/default'"
            )
        if isinstance(page, dict):
            for inner in page:
                if inner not in _PAGE_KEYS:
                    raise check.error(
                        f"pages.{key}.{inner}",
                        f"unknown key; the keys are {', '.join(_PAGE_KEYS)}",
                    )
            if "within" in page:
                within[key] = target_of(check, f"pages.{key}.within", page["within"])
            page = page.get("url")
        if not isinstance(page, str) or not page:
            raise check.error(
                f"pages.{key}",
                "expected a URL or a path under baseUrl, or an object with url and within",
            )
        urls[key] = page
    return urls, within


def target_of(check: _Checker, key: str, value: object) -> Target:
    """A CSS selector (a string), or an object: ``role`` (with ``name``), or ``text``."""
    if isinstance(value, str) and value:
        return Target(css=value)
    expected = (
        'expected a CSS selector, or an object such as {"role": "button", "name": "Save"} '
        'or {"text": "Volume"}'
    )
    if not isinstance(value, dict):
        raise check.error(key, expected)
    for inner, text in value.items():
        if inner not in _TARGET_KEYS:
            raise check.error(
                f"{key}.{inner}", f"unknown key; the keys are {', '.join(_TARGET_KEYS)}"
            )
        if not isinstance(text, str) or not text:
            raise check.error(f"{key}.{inner}", "expected a non-empty string")
    if ("role" in value) == ("text" in value) or ("name" in value and "role" not in value):
        raise check.error(key, expected + " (role, with or without name, or text alone)")
    return Target(role=value.get("role"), name=value.get("name"), text=value.get("text"))


def _elements(check: _Checker, value: object) -> dict[str, Target]:
    if not isinstance(value, dict):
        raise check.error(
            "elements",
            "expected an object mapping an element phrase to a CSS selector or a role and name",
        )
    return {key: target_of(check, f"elements.{key}", target) for key, target in value.items()}


def _browser(check: _Checker, value: object) -> tuple[str | None, str | None, bool]:
    if not isinstance(value, dict):
        raise check.error(
            "browser", "expected an object with executablePath or channel, and headless"
        )
    for key in value:
        if key not in _BROWSER_KEYS:
            raise check.error(
                f"browser.{key}", f"unknown key; the keys are {', '.join(_BROWSER_KEYS)}"
            )
    executable = value.get("executablePath")
    if executable is not None and (
        not isinstance(executable, str) or not os.path.exists(executable)
    ):
        raise check.error("browser.executablePath", f"no browser at '{executable}'")
    channel = value.get("channel")
    if channel is not None and not isinstance(channel, str):
        raise check.error("browser.channel", "expected a channel name such as 'chrome'")
    headless = value.get("headless", True)
    if not isinstance(headless, bool):
        raise check.error("browser.headless", "expected true or false")
    return executable, channel, headless


def _milliseconds(check: _Checker, key: str, value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
        raise check.error(key, "expected a number of milliseconds greater than 0")
    return value


def _settle(check: _Checker, value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= SETTLE_CAP_MS:
        raise check.error("settle", f"expected a number of milliseconds from 0 to {SETTLE_CAP_MS}")
    return value


def _block_requests(check: _Checker, value: object) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise check.error(
            "blockRequests",
            'expected a list of URL patterns, such as ["**://fonts.example.com/**"]',
        )
    return value


def _storage_state(check: _Checker, value: object, beside: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not value:
        raise check.error("storageState", "expected the path of a Playwright storage state file")
    path = os.path.join(beside, value)
    if not os.path.isfile(path):
        raise check.error("storageState", f"no file at '{value}' (a path is beside {CONFIG_NAME})")
    return path


def _headers(check: _Checker, value: object) -> dict[str, str]:
    if not isinstance(value, dict) or not all(
        isinstance(k, str) and k and isinstance(v, str) for k, v in value.items()
    ):
        raise check.error(
            "headers", 'expected an object of header names and values, such as {"X-Test": "1"}'
        )
    return value


def _device(check: _Checker, value: object) -> str | dict[str, Any] | None:
    if value is None or (isinstance(value, str) and value):
        return value
    if not isinstance(value, dict):
        raise check.error(
            "device", "expected a Playwright device name, such as 'iPhone 13', or an object"
        )
    for key, option in value.items():
        if key not in _DEVICE_KEYS:
            raise check.error(
                f"device.{key}", f"unknown key; the keys are {', '.join(_DEVICE_KEYS)}"
            )
        problem = _device_option_problem(key, option)
        if problem:
            raise check.error(f"device.{key}", problem)
    return value


def _device_option_problem(key: str, option: object) -> str | None:
    """What is wrong with one option of a device object; None when it is right."""
    if key == "viewport":
        sizes = option.values() if isinstance(option, dict) else []
        if not (
            isinstance(option, dict)
            and set(option) == {"width", "height"}
            and all(isinstance(n, int) and not isinstance(n, bool) and n > 0 for n in sizes)
        ):
            return 'expected {"width": 390, "height": 844}'
    if key in {"hasTouch", "isMobile"} and not isinstance(option, bool):
        return "expected true or false"
    if key == "userAgent" and not isinstance(option, str):
        return "expected a string"
    if key == "deviceScaleFactor" and (
        not isinstance(option, (int, float)) or isinstance(option, bool) or option <= 0
    ):
        return "expected a number greater than 0"
    return None


def _artifacts(check: _Checker, value: object) -> str:
    if not isinstance(value, str) or not value:
        raise check.error("artifacts", "expected the path of a folder for failures' screenshots")
    return value


def unused_element_warnings(
    config: RunConfig, step_texts: Iterable[str], known_phrases: Iterable[str]
) -> list[str]:
    """A warning for each phrase of ``elements`` that no step of the run names: its selector is
    never used, and the phrase is most often misspelt. Each names the nearest element phrase
    the steps do name (from ``known_phrases``, the element map's), where one is close."""
    text = "\n".join(step_texts)
    named = [phrase for phrase in known_phrases if phrase in text]
    warnings: list[str] = []
    for phrase in config.elements:
        if phrase in text:
            continue
        nearest = difflib.get_close_matches(phrase, named, n=1)
        hint = f"; did you mean '{nearest[0]}'?" if nearest else ""
        warnings.append(
            f"{config.path}: warning: elements: no step of the features names '{phrase}', "
            f"so its selector is never used{hint}"
        )
    return warnings
