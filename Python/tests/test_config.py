"""The run configuration: what it accepts, and every error it reports with its location or
its key."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from a11y_web.config import (
    CONFIG_NAME,
    TIMEOUT_MS,
    RunConfig,
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
    data = {
        "$schema": "x",
        "baseUrl": "http://h/",
        "pages": {"link/default": "https://other.example/page"},
        "elements": {"the Save button": "#save"},
        "browser": {"executablePath": "/bin/sh", "headless": False},
        "timeout": 500,
    }
    config = load_config(write(tmp_path, json.dumps(data)))
    assert config.page_url("link/default") == "https://other.example/page"
    assert config.elements == {"the Save button": "#save"}
    assert (config.executable_path, config.headless, config.timeout) == ("/bin/sh", False, 500)


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
        elements={"the 4 stars radio buton": "#four", "the Save button": "#save"},
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
