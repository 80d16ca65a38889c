"""How a failure names what the page exposes: a node as one line (role, name, states), an
element the tree leaves out and why, and the elements a lookup found instead."""

from __future__ import annotations

from .axtree import Node, node_name, node_role, node_states

# Why the browser leaves an element out of its accessibility tree, in a tester's words.
_IGNORED_REASONS = {
    "inertElement": "inert",
    "inertSubtree": "inert",
    "ariaHiddenElement": "aria-hidden",
    "ariaHiddenSubtree": "aria-hidden",
    "notRendered": "not rendered",
    "notVisible": "not visible",
    "uninteresting": "no role and no name",
    "activeModalDialog": "outside the open modal dialog",
}
# The states a message shows; the tree's other properties (focusable, labelledby...) are noise.
_SHOWN_STATES = ("checked", "pressed", "expanded", "selected", "disabled", "focused", "live")
#: What a message says when no element has keyboard focus.
NO_FOCUS = "no element (document.activeElement is the page's body)"


def describe(node: Node) -> str:
    """A node as one line: role, name and states; for an element the tree leaves out, its
    tag and text (``_dom``, added by the probe) and why it is left out."""
    if not node:
        return "nothing"
    if node.get("ignored"):
        reasons = ", ".join(
            _IGNORED_REASONS.get(r.get("name", ""), r.get("name", ""))
            for r in node.get("ignoredReasons", [])
        )
        element = node.get("_dom", "an element")
        return f"{element}, which the accessibility tree leaves out ({reasons or 'ignored'})"
    found = node_states(node)
    states = ", ".join(f"{k}={found[k]}" for k in _SHOWN_STATES if k in found)
    return f'{node_role(node)} "{node_name(node)}"' + (f" ({states})" if states else "")


def not_found(phrase: str, role: str, name: str | None, names_with_role: list[str]) -> str:
    """Why no element was found by role and name, with the names the tree's elements of that
    role have."""
    exposed = [f'"{n}"' for n in names_with_role]
    sought = f'the role "{role}" and the name "{name}"' if name else f'the role "{role}"'
    found = ", ".join(exposed) if exposed else "none"
    return (
        f'no element with {sought} for "{phrase}"; the accessibility tree\'s elements with the '
        f'role "{role}": {found}'
    )


def ambiguous(count: int, phrase: str, role: str, name: str | None) -> str:
    """Why a role and name that several elements have cannot name one."""
    return (
        f'{count} elements have the role "{role}" and the name "{name}" for '
        f'"{phrase}": a screen reader user cannot tell them apart'
    )
