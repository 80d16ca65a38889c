"""What a step checks, as pure functions from what the page exposes to the problem found
(None: the check holds): the role and state a screen reader's words stand for, and what an
action did to an element (``OUTCOME_CHECKERS``, one checker per outcome). The steps read the
page; these judge it, so they are tested over recorded accessibility-tree nodes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .axtree import Node, node_name, node_role, node_states
from .messages import describe
from .words import roles_of_word, state_of_word

#: The states a key or a tap toggles.
TOGGLED_STATES = ("checked", "pressed", "expanded", "selected")
#: Roles that activation chooses: once activated, the tree must expose them checked.
CHOSEN_WHEN_ACTIVATED = {"radio", "menuitemradio"}
#: Roles of containers: focus moving "to" one lands on it or on an element inside it (a
#: dialog focuses its first control, a tab panel may hold the first focusable element).
CONTAINER_ROLES = {"dialog", "alertdialog", "tabpanel", "region", "group", "radiogroup"}


# MARK: - Roles and states


def role_problem(node: Node, screen_reader: str, words: list[str], entered: set[str]) -> str | None:
    """Why the node's computed role is none of the roles the screen reader's words stand for
    (``ROLE_WORDS``), also counting the roles of a dialog focus just entered (``entered``);
    None when it is one of them. "toggle button" needs a button with a pressed state."""
    wanted = [(word, roles_of_word(word)) for word in words]
    role = node_role(node)
    toggle = None
    for word, roles in wanted:
        if role not in roles and not roles & entered:
            continue
        if (
            word.lower() == "toggle button"
            and role == "button"
            and "pressed" not in node_states(node)
        ):
            toggle = (
                "expected a toggle button (aria-pressed), the accessibility tree has "
                + describe(node)
            )
            continue
        return None
    if toggle and len(words) == 1:
        return toggle
    either = " or ".join(
        " or ".join(f'"{r}"' for r in sorted(roles)) + f' ({screen_reader} says "{word}")'
        for word, roles in wanted
    )
    problem = (
        f'expected the role {either} for "{node_name(node)}", the accessibility tree has "{role}"'
    )
    return f"{problem}; {toggle}" if toggle else problem


def exposed_state(node: Node, word: str) -> tuple[str, str, str | None]:
    """The property and value a state word stands for (``STATE_WORDS``), and the value the
    node exposes for that property (None: no such state)."""
    key, value = state_of_word(word)
    states = node_states(node)
    exposed = states.get(key)
    # A screen reader says "selected" for a checked radio button.
    if key == "selected" and exposed is None and "checked" in states:
        exposed = states["checked"]
    return key, value, exposed


def state_problem(label: str, node: Node, words: list[str]) -> str | None:
    """Why the node has none of the states the words stand for; None when it has one."""
    seen = [(word, *exposed_state(node, word)) for word in words]
    if any(exposed == value for _, _, value, exposed in seen):
        return None
    wanted = " or ".join(f'"{word}" ({key}={value})' for word, key, value, _ in seen)
    exposes = " and ".join(
        dict.fromkeys(
            f"exposes no {key} state" if exposed is None else f"has {key}={exposed}"
            for _, key, _, exposed in seen
        )
    )
    return f"expected {label} to be {wanted}, the accessibility tree {exposes}: {describe(node)}"


def said_states(node: Node) -> list[str]:
    """The states a screen reader says of the node: checked, selected, pressed, disabled."""
    states = node_states(node)
    said = [key for key in ("checked", "selected", "pressed") if states.get(key) == "true"]
    if states.get("disabled") == "true":
        said.append("disabled")
    return said


# MARK: - In view


def view_problem(target: str, box: dict[str, float] | None, viewport_height: float) -> str | None:
    """Why the element is not in view, as a sighted tester judges it; None when it is. It is
    in view when its top edge is in the viewport and at least half of what the viewport can
    show of it is visible (a section that ends below the fold is in view once its start and
    most of it show), or when it fills the viewport (taller than the viewport, scrolled
    into it). A sliver at the bottom edge is not in view: nobody would notice it there."""
    if not box or box["height"] <= 0 or box["width"] <= 0:
        return f'"{target}" is not in view: it is not rendered (no box)'
    top, bottom = box["y"], box["y"] + box["height"]
    visible = max(0.0, min(bottom, viewport_height) - max(top, 0.0))
    if top <= 0 and bottom >= viewport_height:
        return None
    if 0 <= top < viewport_height and visible >= min(box["height"], viewport_height) / 2:
        return None
    where = (
        "above the viewport"
        if bottom <= 0
        else "below the viewport"
        if top >= viewport_height
        else f"only {visible:.0f} of its {box['height']:.0f} px show"
        + (" and its top is above the viewport" if top < 0 else "")
    )
    return (
        f'"{target}" is not in view: its box spans y={top:.0f} to {bottom:.0f} px in a viewport '
        f"{viewport_height:.0f} px high ({where})"
    )


# MARK: - What an action did


@dataclass
class Observation:
    """What a checker may read of the element after the action, each read when asked (every
    read is a round trip to the browser): its node now, its states before the action, what
    the page did, whether it is shown, and where keyboard focus is."""

    target: str
    outcome: str
    before: dict[str, str] | None
    container: bool
    read_node: Callable[[], Node]
    read_activity: Callable[[], dict[str, Any]]
    is_visible: Callable[[], bool]
    has_focus: Callable[[], bool]
    describe_focus: Callable[[], str]


OutcomeChecker = Callable[[Observation], "str | None"]


def toggle_problem(seen: Observation) -> str | None:
    """``toggles``: its checked, pressed, expanded or selected state changed."""
    node = seen.read_node()
    now = node_states(node)
    if seen.before is not None and any(seen.before.get(k) != now.get(k) for k in TOGGLED_STATES):
        return None
    shown = ", ".join(f"{k}={now[k]}" for k in TOGGLED_STATES if k in now)
    if not shown:
        return (
            f'"{seen.target}" did not toggle: the accessibility tree exposes no checked, '
            f"pressed, expanded or selected state for it ({describe(node)})"
        )
    return f'"{seen.target}" did not toggle: its state stayed {shown} ({describe(node)})'


def activation_evidence(happened: dict[str, Any]) -> str | None:
    """What shows that the page handled the activation, from events, never from a change
    to the page alone (a timer or an animation changes it too): one of its click listeners
    ran, a default action happened (a link followed, a form control changed or a form
    sent), it asked the browser for something (print, the clipboard, a download, a new
    window), it went to another document or place, or a key listener of its ran and changed
    the page. None when nothing did."""
    if happened.get("effects"):
        return str(happened["effects"][0])
    if happened.get("navigated"):
        return "a navigation"
    if happened.get("handled"):
        return "a click listener of the page ran"
    if happened.get("defaults"):
        return "the browser's default action"
    if happened.get("keyHandled") and happened.get("changes"):
        return "a key listener of the page ran and changed the page"
    return None


def activation_problem(seen: Observation) -> str | None:
    """``activates`` (``submits``, ``plays``): the page handled it (``activation_evidence``);
    a radio button must then be checked in the tree. After a navigation to another document
    the element is not looked up again: the navigation is the activation."""
    happened = seen.read_activity()
    if activation_evidence(happened) is None:
        reacted = happened.get("keyHandled")
        return (
            f'"{seen.target}" did not activate: no listener of the page handled a click on it, '
            f"no default action, navigation, print, clipboard write or download followed"
            + ("; a key listener ran but changed nothing" if reacted else "")
        )
    if happened.get("left"):
        return None
    # Activating a radio button chooses it: the tree must say so, not only its look.
    node = seen.read_node()
    if node_role(node) in CHOSEN_WHEN_ACTIVATED and node_states(node).get("checked") != "true":
        return (
            f'"{seen.target}" did not activate: the page reacted, but the accessibility tree '
            f"does not expose it as checked ({describe(node)})"
        )
    return None


def open_close_problem(seen: Observation) -> str | None:
    """``opens``/``expands``, ``closes``/``collapses``: ``aria-expanded``, or else the element
    shown or hidden; a container that stays shown says where focus is."""
    opening = seen.outcome in {"opens", "expands"}
    verb = seen.outcome[:-1]
    node = seen.read_node()
    expanded = node_states(node).get("expanded")
    if expanded is not None:
        return (
            None
            if (expanded == "true") == opening
            else f'"{seen.target}" did not {verb}: {describe(node)}'
        )
    if seen.is_visible() == opening:
        return None
    problem = f'"{seen.target}" did not {verb}: it is {"hidden" if opening else "still shown"}'
    if not opening and seen.container and not seen.has_focus():
        # A dialog's keys reach it only with focus inside it.
        problem += f"; keyboard focus is outside it, on {seen.describe_focus()}"
    return problem


def focus_problem(seen: Observation) -> str | None:
    """``is ready for typing``: keyboard focus is on it (or, for a container, inside it)."""
    if seen.has_focus():
        return None
    return (
        f'"{seen.target}" does not have keyboard focus: keyboard focus '
        f"(document.activeElement) is on {seen.describe_focus()}"
    )


#: The checker of each outcome of ``{element} {outcome}``.
OUTCOME_CHECKERS: dict[str, OutcomeChecker] = {
    "toggles": toggle_problem,
    "turns its switch from off to on or from on to off": toggle_problem,
    "activates": activation_problem,
    "submits": activation_problem,
    "plays": activation_problem,
    "opens": open_close_problem,
    "expands": open_close_problem,
    "closes": open_close_problem,
    "collapses": open_close_problem,
    "is ready for typing": focus_problem,
}
