"""The run configuration: what it accepts, and every error it reports with its location or
its key."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from a11y_web.config import (
    ARTIFACTS_NAME,
    CONFIG_NAME,
    NAVIGATION_TIMEOUT_MS,
    SETTLE_MS,
    TIMEOUT_MS,
    RunConfig,
    Target,
    config_path,
    load_config,
    unused_element_warnings,
)
from a11y_web.errors import ConfigError


def write(tmp_path: Path, text: str, name: str = "a11y-web.json") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def error_of(path: str) -> str:
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    return str(caught.value)


def test_a_valid_configuration_with_defaults(tmp_path: Path) -> None:
    path = write(
        tmp_path, '{"baseUrl": "http://127.0.0.1:8000", "pages": {"button/default": "b.html"}}'
    )
    config = load_config(path)
    assert config.base_url == "http://127.0.0.1:8000/"
    assert config.page_url("button/default") == "http://127.0.0.1:8000/b.html"
    assert (config.headless, config.timeout, config.elements) == (True, TIMEOUT_MS, {})


def test_every_key(tmp_path: Path) -> None:
    (tmp_path / "signed-in.json").write_text("{}", encoding="utf-8")
    data = {
        "$schema": "x",
        "baseUrl": "http://h/",
        "pages": {
            "link/default": "https://other.example/page",
            "switch/default": {
                "url": "settings.html",
                "within": {"role": "group", "name": "Sound"},
            },
        },
        "elements": {
            "the Save button": "#save",
            "the Saved alert": {"role": "alert"},
            "the Volume slider": {"text": "Volume"},
        },
        "browser": {"executablePath": "/bin/sh", "headless": False},
        "timeout": 500,
        "navigationTimeout": 10000,
        "settle": 0,
        "blockRequests": ["**://fonts.example.com/**"],
        "storageState": "signed-in.json",
        "headers": {"X-Test": "1"},
        "device": {"viewport": {"width": 390, "height": 844}, "hasTouch": True, "isMobile": True},
        "artifacts": "failures",
    }
    config = load_config(write(tmp_path, json.dumps(data)))
    assert config.page_url("link/default") == "https://other.example/page"
    assert config.page_url("switch/default") == "http://h/settings.html"
    assert config.within == {"switch/default": Target(role="group", name="Sound")}
    assert config.elements == {
        "the Save button": Target(css="#save"),
        "the Saved alert": Target(role="alert"),
        "the Volume slider": Target(text="Volume"),
    }
    assert (config.executable_path, config.headless, config.timeout) == ("/bin/sh", False, 500)
    assert (config.navigation_timeout, config.settle) == (10000, 0)
    assert config.block_requests == ["**://fonts.example.com/**"]
    assert config.storage_state == str(tmp_path / "signed-in.json")
    assert config.headers == {"X-Test": "1"}
    assert config.device == data["device"]
    assert config.artifacts == str(tmp_path / "failures")


def test_the_defaults_of_the_page_loading_keys(tmp_path: Path) -> None:
    config = load_config(write(tmp_path, '{"baseUrl": "http://h/", "pages": {}}'))
    assert (config.navigation_timeout, config.settle) == (NAVIGATION_TIMEOUT_MS, SETTLE_MS)
    assert (config.block_requests, config.headers, config.device) == ([], {}, None)
    assert config.artifacts == str(tmp_path / ARTIFACTS_NAME)
    assert config.storage_state is None


def test_invalid_json_is_reported_at_its_line_and_column(tmp_path: Path) -> None:
    path = write(tmp_path, '{"baseUrl": "http://127.0.0.1/",\n  "pages": {,}}')
    assert (
        error_of(path) == f"{path}:2:13: error: Expecting property name enclosed in double quotes"
    )


def test_an_unreadable_file(tmp_path: Path) -> None:
    path = str(tmp_path / "missing.json")
    assert error_of(path) == f"{path}: error: cannot read it: No such file or directory"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[]", "(top level): expected an object"),
        ('{"baseUrl": "http://h/", "pages": {}, "page": {}}', "page: unknown key; the keys are"),
        ('{"pages": {}}', "baseUrl: expected the URL the pages are under"),
        ('{"baseUrl": "", "pages": {}}', "baseUrl: expected the URL the pages are under"),
        ('{"baseUrl": "http://h/"}', "pages: expected an object mapping"),
        (
            '{"baseUrl": "http://h/", "pages": {"Button": "b"}}',
            "pages.Button: expected a key 'COMPONENT/EXPERIENCE'",
        ),
        (
            '{"baseUrl": "http://h/", "pages": {"a/b": 3}}',
            "pages.a/b: expected a URL or a path under baseUrl",
        ),
        ('{"baseUrl": "http://h/", "pages": {}, "elements": []}', "elements: expected an object"),
        (
            '{"baseUrl": "http://h/", "pages": {}, "elements": {"x": ""}}',
            "elements.x: expected a CSS selector",
        ),
        ('{"baseUrl": "http://h/", "pages": {}, "browser": 1}', "browser: expected an object"),
        (
            '{"baseUrl": "http://h/", "pages": {}, "browser": {"path": 1}}',
            "browser.path: unknown key",
        ),
        (
            '{"baseUrl": "http://h/", "pages": {}, '
            '"browser": {"executablePath": "/nowhere/chromium"}}',
            "browser.executablePath: no browser at '/nowhere/chromium'",
        ),
        (
            '{"baseUrl": "http://h/", "pages": {}, "browser": {"channel": 1}}',
            "browser.channel: expected a channel name",
        ),
        (
            '{"baseUrl": "http://h/", "pages": {}, "browser": {"headless": "no"}}',
            "browser.headless: expected true or false",
        ),
        (
            '{"baseUrl": "http://h/", "pages": {}, "timeout": 0}',
            "timeout: expected a number of milliseconds",
        ),
        (
            '{"baseUrl": "http://h/", "pages": {}, "timeout": true}',
            "timeout: expected a number of milliseconds",
        ),
        (
            '{"baseUrl": "http://h/", "pages": {}, "timeout": 1.5}',
            "timeout: expected a number of milliseconds",
        ),
        (
            '{"baseUrl": "http://h/", "pages": {"a/b": {"url": "x", "where": "#a"}}}',
            "pages.a/b.where: unknown key; the keys are url, within",
        ),
        (
            '{"baseUrl": "http://h/", "pages": {"a/b": {"within": "#a"}}}',
            "pages.a/b: expected a URL or a path under baseUrl, or an object",
        ),
        (
            '{"baseUrl": "http://h/", "pages": {"a/b": {"url": "x", "within": {"name": "A"}}}}',
            "pages.a/b.within: expected a CSS selector, or an object",
        ),
        (
            '{"baseUrl": "http://h/", "pages": {}, "elements": {"x": {"role": "alert", "css": 1}}}',
            "elements.x.css: unknown key; the keys are role, name, text",
        ),
        (
            '{"baseUrl": "http://h/", "pages": {}, "elements": {"x": {"role": "", "name": "A"}}}',
            "elements.x.role: expected a non-empty string",
        ),
        (
            '{"baseUrl": "http://h/", "pages": {}, "elements": {"x": {"role": "a", "text": "A"}}}',
            "elements.x: expected a CSS selector, or an object",
        ),
        (
            '{"baseUrl": "http://h/", "pages": {}, "navigationTimeout": -1}',
            "navigationTimeout: expected a number of milliseconds greater than 0",
        ),
        (
            '{"baseUrl": "http://h/", "pages": {}, "settle": 60000}',
            "settle: expected a number of milliseconds from 0 to 5000",
        ),
        (
            '{"baseUrl": "http://h/", "pages": {}, "blockRequests": "**/fonts/**"}',
            "blockRequests: expected a list of URL patterns",
        ),
        (
            '{"baseUrl": "http://h/", "pages": {}, "storageState": "nowhere.json"}',
            "storageState: no file at 'nowhere.json'",
        ),
        (
            '{"baseUrl": "http://h/", "pages": {}, "headers": {"X-Test": 1}}',
            "headers: expected an object of header names and values",
        ),
        ('{"baseUrl": "http://h/", "pages": {}, "device": 3}', "device: expected a Playwright"),
        (
            '{"baseUrl": "http://h/", "pages": {}, "device": {"screen": {}}}',
            "device.screen: unknown key",
        ),
        (
            '{"baseUrl": "http://h/", "pages": {}, "device": {"viewport": {"width": 390}}}',
            'device.viewport: expected {"width": 390, "height": 844}',
        ),
        (
            '{"baseUrl": "http://h/", "pages": {}, "device": {"hasTouch": "yes"}}',
            "device.hasTouch: expected true or false",
        ),
        (
            '{"baseUrl": "http://h/", "pages": {}, "device": {"deviceScaleFactor": 0}}',
            "device.deviceScaleFactor: expected a number greater than 0",
        ),
        ('{"baseUrl": "http://h/", "pages": {}, "artifacts": ""}', "artifacts: expected the path"),
    ],
)
def test_each_error_names_the_file_and_the_key(tmp_path: Path, text: str, message: str) -> None:
    path = write(tmp_path, text)
    assert error_of(path).startswith(f"{path}: error: {message}")


def test_a_page_missing_from_pages_names_the_pages_there_are(tmp_path: Path) -> None:
    config = load_config(
        write(tmp_path, '{"baseUrl": "http://h/", "pages": {"button/default": "b"}}')
    )
    with pytest.raises(ConfigError) as caught:
        config.page_url("link/default")
    assert "error: pages has no entry for 'link/default'" in str(caught.value)
    assert str(caught.value).endswith("the pages it has: button/default")


def test_the_configuration_is_found_by_name_or_in_a_directory(tmp_path: Path) -> None:
    assert config_path("named.json", []) == "named.json"
    write(tmp_path, "{}")
    assert config_path(None, ["/nowhere", str(tmp_path)]) == str(tmp_path / CONFIG_NAME)
    with pytest.raises(ConfigError, match="no run configuration"):
        config_path(None, ["/nowhere"])


def test_the_schema_and_the_loader_know_the_same_keys(repository: Path) -> None:
    schema = json.loads((repository / "Schemas" / "a11y-web-v1.schema.json").read_text())
    from a11y_web import config

    assert set(schema["properties"]) == set(config._KEYS)
    assert set(schema["properties"]["browser"]["properties"]) == set(config._BROWSER_KEYS)


def test_an_element_phrase_no_step_names_is_a_warning_with_the_nearest_named_one() -> None:
    config = RunConfig(
        path="a11y-web.json",
        base_url="http://127.0.0.1/",
        pages={},
        elements={
            "the 4 stars radio buton": Target(css="#four"),
            "the Save button": Target(css="#save"),
        },
    )
    steps = [
        "keyboard focus is on the 4 stars radio button",
        "I press Space",
        "the Save button activates",
    ]
    known = ["the 4 stars radio button", "the 5 stars radio button", "the Save button"]
    assert unused_element_warnings(config, steps, known) == [
        "a11y-web.json: warning: elements: no step of the features names "
        "'the 4 stars radio buton', so its selector is never used; "
        "did you mean 'the 4 stars radio button'?"
    ]
    assert (
        unused_element_warnings(config, [*steps, "the 4 stars radio buton is checked"], known) == []
    )
