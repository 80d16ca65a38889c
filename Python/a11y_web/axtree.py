"""Chromium's accessibility tree as the DevTools Protocol gives it (``Accessibility.
getFullAXTree`` and ``getPartialAXTree`` nodes, as JSON): a node's computed role, name,
states, description and value, and the reading order a screen reader's next-item command and
a swipe visit. Pure functions over recorded nodes: no browser here."""

from __future__ import annotations

from typing import Any

from .errors import StepFailure

#: A node of the accessibility tree, as the DevTools Protocol writes it.
Node = dict[str, Any]

# Roles the reading order skips: containers and text that a screen reader reads as part of
# something else.
_NOT_READ = {
    "none",
    "generic",
    "InlineTextBox",
    "RootWebArea",
    "LineBreak",
    "paragraph",
    "group",
    "main",
    "region",
    "form",
    "list",
    "listitem",
    "tablist",
    "tabpanel",
    "radiogroup",
    "LabelText",
    "DisclosureTriangle",
}
# Roles whose text names something else (a group, a control): a screen reader reads it with
# that, not as a stop of its own.
_NAMING = {"Legend", "LabelText", "legend"}
# Groups whose name a screen reader says when focus enters one of their controls, and the
# roles of plain text that names them (a heading or a control that names one stays a stop).
_LABELLED_GROUPS = {"group", "radiogroup"}
_PLAIN_TEXT = {"paragraph", "generic", "StaticText", "LabelText", "none"}
# Inline markup: inside a stop (a heading, a link, a button) it is part of that stop's text.
_INLINE = {"StaticText", "emphasis", "strong", "mark", "code", "subscript", "superscript"}


def node_role(node: Node) -> str:
    """The node's computed role ("none" for an element the tree ignores)."""
    if node.get("ignored"):
        return "none"
    return str(node.get("role", {}).get("value", "none"))


def node_name(node: Node) -> str:
    """The node's computed accessible name."""
    return str(node.get("name", {}).get("value", "")).strip()


def node_states(node: Node) -> dict[str, str]:
    """The node's states as the tree writes them (``checked: "true"``, ``expanded: "false"``)."""
    states: dict[str, str] = {}
    for prop in node.get("properties", []):
        value = prop.get("value", {}).get("value")
        states[prop["name"]] = str(value).lower() if isinstance(value, bool) else str(value)
    return states


def node_description(node: Node) -> str:
    """The node's accessible description (aria-describedby, title), which a screen reader
    reads after the name as a hint."""
    return str(node.get("description", {}).get("value", ""))


def node_value(node: Node) -> str:
    """The node's value text: aria-valuetext, or the value itself."""
    states = node_states(node)
    if states.get("valuetext"):
        return states["valuetext"]
    return str(node.get("value", {}).get("value", ""))


def dom_id(node: Node) -> int | None:
    """The DOM node's id the accessibility node stands for (``backendDOMNodeId``)."""
    value = node.get("backendDOMNodeId")
    return value if isinstance(value, int) else None


def same_node(a: Node, b: Node) -> bool:
    """Whether two nodes are the same element."""
    return bool(a) and bool(b) and a.get("backendDOMNodeId") == b.get("backendDOMNodeId")


def names_with_role(nodes: list[Node], role: str) -> list[str]:
    """The names of the tree's nodes with the role, in the tree's order."""
    return [
        str(node.get("name", {}).get("value", ""))
        for node in nodes
        if not node.get("ignored") and node.get("role", {}).get("value") == role
    ]


def _group_labels(nodes: list[Node]) -> set[Any]:
    """The DOM ids of plain text that names a group through aria-labelledby: it is read with
    the group, as a fieldset's legend is, so a group built with ARIA reads like a fieldset."""
    by_dom = {node.get("backendDOMNodeId"): node for node in nodes}
    return {
        related.get("backendDOMNodeId")
        for node in nodes
        if node_role(node) in _LABELLED_GROUPS
        for prop in node.get("properties", [])
        if prop.get("name") == "labelledby"
        for related in prop.get("value", {}).get("relatedNodes", [])
        if node_role(by_dom.get(related.get("backendDOMNodeId"), {})) in _PLAIN_TEXT
    }


def reading_order(nodes: list[Node]) -> list[Node]:
    """The nodes a screen reader's next-item command visits, in the tree's order: text
    blocks, headings with their inline content as one stop, images and controls; containers,
    text that names a group or a control, and the text inside a stop are not stops."""
    if not nodes:
        return []
    by_id = {node["nodeId"]: node for node in nodes}
    root = next((n for n in nodes if node_role(n) == "RootWebArea"), nodes[0])
    order: list[Node] = []
    group_labels = _group_labels(nodes)

    def visit(node: Node, inside_named: bool) -> None:
        role = node_role(node)
        naming = role in _NAMING or node.get("backendDOMNodeId") in group_labels
        read = not node.get("ignored") and role not in _NOT_READ and not naming
        children = [by_id[c] for c in node.get("childIds", []) if c in by_id]
        # A heading that holds only a control with its name is one stop: the control.
        if role == "heading" and any(
            node_role(c) in {"button", "link"} and node_name(c) == node_name(node) for c in children
        ):
            read = False
        if role in _INLINE and inside_named:
            read = False
        if read:
            order.append(node)
        named = inside_named or (read and role != "StaticText") or naming
        for child in children:
            visit(child, named)

    visit(root, False)
    return order


def swipe_index(order: list[Node], current: int | None, direction: str) -> int:
    """The index in the reading order a swipe right or left moves the reading position to,
    from the element with DOM id ``current`` (None: the top of the page, before the first)."""
    ids = [node.get("backendDOMNodeId") for node in order]
    index = ids.index(current) if current is not None and current in ids else -1
    index = index + 1 if direction == "right" else max(index - 1, 0)
    if index >= len(order):
        raise StepFailure(
            "the reading position is on the last element of the page: a swipe goes nowhere"
        )
    return index
