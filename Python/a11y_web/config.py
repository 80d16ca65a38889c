"""The run configuration, ``a11y-web.json``: where the pages are, which elements have a CSS
selector, and how to start the browser. Every error names ``file:line:col`` or the key."""

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
#: The file of the run configuration, looked for in the features directory.
CONFIG_NAME = "a11y-web.json"

_KEYS = ("$schema", "baseUrl", "pages", "elements", "browser", "timeout")
_BROWSER_KEYS = ("executablePath", "channel", "headless")
_PAGE_KEY = re.compile(r"[a-z0-9-]+/[a-z0-9-]+")


@dataclass
class RunConfig:
    """The run configuration: where the pages are and how to start the browser."""

    path: str
    base_url: str
    pages: dict[str, str]
    elements: dict[str, str] = field(default_factory=dict)
    executable_path: str | None = None
    channel: str | None = None
    headless: bool = True
    timeout: int = TIMEOUT_MS

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
    return RunConfig(
        path,
        _base_url(check, data.get("baseUrl")),
        _pages(check, data.get("pages")),
        _elements(check, data.get("elements", {})),
        executable,
        channel,
        headless,
        _timeout(check, data.get("timeout", TIMEOUT_MS)),
    )


def _base_url(check: _Checker, value: object) -> str:
    if not isinstance(value, str) or not value:
        raise check.error(
            "baseUrl", "expected the URL the pages are under, such as 'http://127.0.0.1:8000/'"
        )
    return value if value.endswith("/") else value + "/"


def _pages(check: _Checker, value: object) -> dict[str, str]:
    if not isinstance(value, dict):
        raise check.error(
            "pages", "expected an object mapping 'COMPONENT/EXPERIENCE' to a URL or path"
        )
    for key, page in value.items():
        if not _PAGE_KEY.fullmatch(key):
            raise check.error(
                f"pages.{key}", "expected a key 'COMPONENT/EXPERIENCE', such as 'button/default'"
            )
        if not isinstance(page, str) or not page:
            raise check.error(f"pages.{key}", "expected a URL or a path under baseUrl")
    return value


def _elements(check: _Checker, value: object) -> dict[str, str]:
    if not isinstance(value, dict):
        raise check.error(
            "elements", "expected an object mapping an element phrase to a CSS selector"
        )
    for key, selector in value.items():
        if not isinstance(selector, str) or not selector:
            raise check.error(f"elements.{key}", "expected a CSS selector")
    return value


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


def _timeout(check: _Checker, value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
        raise check.error("timeout", "expected a number of milliseconds greater than 0")
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
