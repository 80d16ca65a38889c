"""Waiting for a condition: until it holds, until the time is up, or until the page is
still."""

from __future__ import annotations

from typing import Any, cast

import pytest
from fakes import FakePage

from a11y_web.errors import StepFailure
from a11y_web.waiting import QUIET_MS, still_for_ms, wait_until


def test_a_condition_that_holds_returns_at_once() -> None:
    page = FakePage()
    wait_until(cast(Any, page), lambda: None, 1000)
    assert page.frames == 0


def test_a_condition_is_tried_again_each_frame() -> None:
    page = FakePage()
    answers = iter(["not yet", "not yet", None])
    wait_until(cast(Any, page), lambda: next(answers), 1000)
    assert page.frames == 2


def test_the_last_message_is_the_failure_when_the_time_is_up() -> None:
    page = FakePage()
    with pytest.raises(StepFailure, match=r"^still closed$"):
        wait_until(cast(Any, page), lambda: "still closed", 50)


def test_a_still_page_fails_before_the_timeout() -> None:
    page = FakePage(still_ms=QUIET_MS + 1)
    with pytest.raises(StepFailure):
        wait_until(cast(Any, page), lambda: "no", 60_000)


def test_a_page_whose_loading_is_slowed_is_waited_for_to_the_timeout() -> None:
    page = FakePage(still_ms=QUIET_MS + 1)
    with pytest.raises(StepFailure):
        wait_until(cast(Any, page), lambda: "no", QUIET_MS + 200, stop_when_still=False)
    assert page.frames > 5


def test_still_for_reads_the_page() -> None:
    assert still_for_ms(cast(Any, FakePage(still_ms=12.5))) == 12.5
