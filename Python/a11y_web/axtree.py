"""Chromium's accessibility tree as the DevTools Protocol gives it (``Accessibility.
getFullAXTree`` and ``getPartialAXTree`` nodes, as JSON): a node's computed role, name,
states, description and value, and the reading order a screen reader's next-item command and
a swipe visit. Pure functions over recorded nodes: no browser here."""

from __future__ import annotations

from typing import Any

from .errors import StepFailure

#: A node of the accessibility tree, as the DevTools Protocol writes it.
Node = dict[str, Any]

# Roles the reading order skips: containers, whose content is read item by item, and text
# that a screen reader reads as part of something else.
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
    "separator",
    "figure",
    "Figcaption",
    "section",
    "article",
    "navigation",
    "banner",
    "contentinfo",
    "complementary",
    "blockquote",
    "Section",
}
# Roles whose text names something else (a group, a control): a screen reader reads it with
# that, not as a stop of its own.
_NAMING = {"Legend", "LabelText", "legend"}
# Content a screen reader does not read as an item: a list item's bullet or number is said
# with the item's text.
_UNREAD = {"ListMarker"}
# Groups whose name a screen reader says when focus enters one of their controls, and the
# roles of plain text that names them (a heading or a control that names one stays a stop).
_LABELLED_GROUPS = {"group", "radiogroup"}
_PLAIN_TEXT = {"paragraph", "generic", "StaticText", "LabelText", "none"}
# Inline markup: inside a stop (a heading, a link, a button) or a run of text it is part of
# that text; a screen reader reads "FAQs" of "<abbr>FAQ</abbr>s" as one word.
_INLINE = {
    "StaticText",
    "emphasis",
    "strong",
    "mark",
    "code",
    "subscript",
    "superscript",
    "Abbr",
    "abbr",
    "time",
    "term",
    "deletion",
    "insertion",
    "LineBreak",
    "InlineTextBox",
}
# Containers whose children are all inline: every run of text in one is read as one item
# (a span in a paragraph is part of its text, a div in a section is a block of its own).
_TEXT_BLOCKS = {"paragraph", "heading", "LabelText", "listitem", "Figcaption", "cell"}


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


def _children(by_id: dict[Any, Node], node: Node) -> list[Node]:
    return [by_id[c] for c in node.get("childIds", []) if c in by_id]


def _holds_stop(by_id: dict[Any, Node], node: Node) -> bool:
    """Whether a node is or holds something a screen reader stops at besides text (a
    control, an image, a heading): a run of text ends before it."""
    role = node_role(node)
    if role in _INLINE or (role == "none" and not node.get("childIds")):
        return False
    if role not in _NOT_READ and role not in _NAMING and not node.get("ignored"):
        return True
    return any(_holds_stop(by_id, c) for c in _children(by_id, node))


def _is_own_stop(node: Node, children: list[Node]) -> bool:
    """Whether a node is a stop by its role (not a container, not inline text); a heading
    that holds only a control with its name is not: the control is its one stop."""
    role = node_role(node)
    if node.get("ignored") or role in _NOT_READ or role in _INLINE:
        return False
    return not (
        role == "heading"
        and any(
            node_role(c) in {"button", "link"} and node_name(c) == node_name(node) for c in children
        )
    )


def _is_inline(by_id: dict[Any, Node], node: Node, in_block: bool) -> bool:
    """Whether a node is part of a run of text: inline markup, or a span in a text block."""
    role = node_role(node)
    if role in _INLINE:
        return True
    return in_block and role in {"generic", "none"} and not _holds_stop(by_id, node)


def _first_text(by_id: dict[Any, Node], node: Node) -> Node | None:
    """The first text with words in a node, which stands for the run of text it starts."""
    if node_role(node) == "StaticText" and node_name(node):
        return node
    for child in _children(by_id, node):
        found = _first_text(by_id, child)
        if found is not None:
            return found
    return None


def reading_order(nodes: list[Node]) -> list[Node]:
    """The nodes a screen reader's next-item command and a swipe visit, in the tree's order:
    a run of text (a paragraph, a list item, a block of text, the text between two links) as
    one stop, its first text node; a heading with its inline content as one stop; images and
    controls, a link inside a paragraph too. Containers, text that names a group or a
    control, separators and inline fragments are not stops."""
    if not nodes:
        return []
    by_id = {node["nodeId"]: node for node in nodes}
    root = next((n for n in nodes if node_role(n) == "RootWebArea"), nodes[0])
    order: list[Node] = []
    group_labels = _group_labels(nodes)

    def visit(node: Node, inside_named: bool) -> None:
        role = node_role(node)
        if role in _UNREAD:
            return
        naming = role in _NAMING or node.get("backendDOMNodeId") in group_labels
        children = _children(by_id, node)
        read = not naming and _is_own_stop(node, children)
        if read:
            order.append(node)
        named = inside_named or (read and role != "StaticText") or naming
        # Text directly in a container is a text block: its spans are inline.
        block = role in _TEXT_BLOCKS or any(node_role(c) == "StaticText" for c in children)
        in_run = False
        for child in children:
            if not _is_inline(by_id, child, block):
                in_run = False
                visit(child, named)
            elif not (named or in_run):
                text = _first_text(by_id, child)
                if text is not None:
                    order.append(text)
                    in_run = True

    visit(root, False)
    return order


def _parents(nodes: list[Node]) -> dict[Any, Node]:
    return {c: node for node in nodes for c in node.get("childIds", [])}


def _label(node: Node) -> str:
    name = node_name(node)
    return f'{node_role(node)} "{name}"' if name else node_role(node)


def stop_index(nodes: list[Node], order: list[Node], backend_id: int) -> int | None:
    """The index in the reading order of the stop a screen reader is on when its reading
    position is the DOM node ``backend_id``: the node itself, the first stop it holds (a
    block of text stands for the text it holds), or the stop it is part of (a word of a
    heading). None when the node is not in the tree (it was removed); a node in the tree
    that is none of these is a failure naming the stops nearest to it."""
    ids = [dom_id(n) for n in order]
    if backend_id in ids:
        return ids.index(backend_id)
    node = next((n for n in nodes if dom_id(n) == backend_id), None)
    if node is None:
        return None
    by_id = {n["nodeId"]: n for n in nodes}
    inside: list[Node] = []

    def collect(n: Node) -> None:
        inside.append(n)
        for child in _children(by_id, n):
            collect(child)

    collect(node)
    held = {dom_id(n) for n in inside}
    for index, stop_id in enumerate(ids):
        if stop_id in held:
            return index
    parents = _parents(nodes)
    around = parents.get(node["nodeId"])
    while around is not None:
        if dom_id(around) in ids:
            return ids.index(dom_id(around))
        around = parents.get(around["nodeId"])
    raise _not_a_stop(by_id, nodes, order, node)


def _not_a_stop(
    by_id: dict[Any, Node], nodes: list[Node], order: list[Node], node: Node
) -> StepFailure:
    """The failure of a reading position on a node that neither is nor holds a stop, naming
    the stops on either side of it in the tree."""
    position = {n["nodeId"]: i for i, n in enumerate(_tree_order(by_id, nodes))}
    here = position.get(node["nodeId"], 0)
    before = [s for s in order if position.get(s["nodeId"], -1) < here]
    after = [s for s in order if position.get(s["nodeId"], -1) > here]
    nearest = []
    if before:
        nearest.append(f"{_label(before[-1])} before it")
    if after:
        nearest.append(f"{_label(after[0])} after it")
    what = describe_node(node)
    if node.get("ignored"):
        # An element hidden from screen readers (aria-hidden, not rendered): say why.
        reasons = [str(r.get("name", "")) for r in node.get("ignoredReasons", [])]
        what = f"an element hidden from screen readers ({', '.join(reasons) or 'ignored'})"
    return StepFailure(
        f"the reading position is on {what}, which is not a stop of the reading "
        f"order (a screen reader's swipe passes over it and holds no text or control): start "
        f"from a stop near it: {' or '.join(nearest) or 'the page has none'}"
    )


def _tree_order(by_id: dict[Any, Node], nodes: list[Node]) -> list[Node]:
    """Every node, depth first from the root."""
    root = next((n for n in nodes if node_role(n) == "RootWebArea"), nodes[0])
    seen: list[Node] = []

    def walk(n: Node) -> None:
        seen.append(n)
        for child in _children(by_id, n):
            walk(child)

    walk(root)
    return seen


def describe_node(node: Node) -> str:
    """A node as a message names it: its role and name, or the element the tree leaves out."""
    if node.get("_dom"):
        return str(node["_dom"])
    return _label(node)


def swipe_index(order: list[Node], current: int | None, direction: str) -> int:
    """The index in the reading order a swipe right or left moves the reading position to,
    from the stop at index ``current`` (None: the top of the page, before the first)."""
    index = -1 if current is None else current
    index = index + 1 if direction == "right" else max(index - 1, 0)
    if index >= len(order):
        raise StepFailure(
            "the reading position is on the last element of the page: a swipe goes nowhere"
        )
    return index
