"""The words of the steps and what they stand for in a browser.

No screen reader runs: a screen reader's word in a step is mapped back to the ARIA role or
the accessibility-tree state it stands for. NVDA, JAWS, VoiceOver and TalkBack share these
maps; a word one of them says differently from the others is listed beside the others'.
"""

from __future__ import annotations

from .errors import StepFailure

# A screen reader's role words, mapped to the ARIA roles the browser exposes for them.
ROLE_WORDS: dict[str, set[str]] = {
    "button": {"button"},
    "toggle button": {"button", "switch"},
    "check box": {"checkbox"},
    "checkbox": {"checkbox"},
    "switch": {"switch"},
    "toggle": {"switch"},
    "on/off button": {"switch"},
    "radio button": {"radio"},
    "radio": {"radio"},
    "tab": {"tab"},
    "tab panel": {"tabpanel"},
    "property page": {"tabpanel"},
    "link": {"link"},
    "visited link": {"link"},
    "slider": {"slider"},
    "dialog": {"dialog", "alertdialog"},
    "web dialog": {"dialog", "alertdialog"},
    "modal dialog": {"dialog", "alertdialog"},
    "alert": {"alert", "alertdialog"},
    "alert dialog": {"alertdialog"},
    "heading": {"heading"},
    "menu button": {"button"},
    "adjustable": {"slider"},
    "switch button": {"switch"},
}

# A screen reader's state words, mapped to the accessibility-tree property and value they
# stand for ("true"/"false" as the tree writes them; "mixed" for a partly checked box).
STATE_WORDS: dict[str, tuple[str, str]] = {
    "checked": ("checked", "true"),
    "check": ("checked", "true"),
    "ticked": ("checked", "true"),
    "not checked": ("checked", "false"),
    "unchecked": ("checked", "false"),
    "uncheck": ("checked", "false"),
    "not ticked": ("checked", "false"),
    "half checked": ("checked", "mixed"),
    "partially checked": ("checked", "mixed"),
    "mixed": ("checked", "mixed"),
    "on": ("checked", "true"),
    "off": ("checked", "false"),
    "pressed": ("pressed", "true"),
    "not pressed": ("pressed", "false"),
    "expanded": ("expanded", "true"),
    "collapsed": ("expanded", "false"),
    "selected": ("selected", "true"),
    "not selected": ("selected", "false"),
    "disabled": ("disabled", "true"),
    "dimmed": ("disabled", "true"),
    "unavailable": ("disabled", "true"),
}

# The key words of the steps, as Playwright names the keys.
KEYS: dict[str, str] = {
    "Tab": "Tab",
    "Shift+Tab": "Shift+Tab",
    "Space": "Space",
    "Enter": "Enter",
    "Escape": "Escape",
    "Right Arrow": "ArrowRight",
    "Left Arrow": "ArrowLeft",
    "Up Arrow": "ArrowUp",
    "Down Arrow": "ArrowDown",
    "Home": "Home",
    "End": "End",
    "Page Up": "PageUp",
    "Page Down": "PageDown",
    "the arrow keys": "ArrowDown",
    "Ctrl+Tab": "Control+Tab",
}

# The last words of an element phrase, and the ARIA role they name: an element the element
# map does not list ("the Account heading") is looked for by that role and the words before.
PHRASE_ROLES: list[tuple[str, str]] = [
    ("radio button", "radio"),
    ("tab panel", "tabpanel"),
    ("check box", "checkbox"),
    ("checkbox", "checkbox"),
    ("button", "button"),
    ("switch", "switch"),
    ("slider", "slider"),
    ("link", "link"),
    ("tab", "tab"),
    ("dialog", "dialog"),
    ("alert", "alert"),
    ("heading", "heading"),
    ("section", "region"),
    ("tabs", "tablist"),
    ("text field", "textbox"),
    ("field", "textbox"),
    ("progress bar", "progressbar"),
]


def roles_of_word(word: str) -> set[str]:
    """The ARIA roles a screen reader's role word stands for (``ROLE_WORDS``, any case)."""
    roles = ROLE_WORDS.get(word.lower())
    if roles is None:
        raise StepFailure(
            f'the role word "{word}" is not in ROLE_WORDS of a11y_web/words.py: add the ARIA '
            f"roles it stands for"
        )
    return roles


def state_of_word(word: str) -> tuple[str, str]:
    """The accessibility-tree property and value a screen reader's state word stands for
    (``STATE_WORDS``, any case)."""
    mapped = STATE_WORDS.get(word.lower())
    if mapped is None:
        raise StepFailure(
            f'the state word "{word}" is not in STATE_WORDS of a11y_web/words.py: add the '
            f"accessibility-tree property and value it stands for"
        )
    return mapped


def browser_key(key: str) -> str | None:
    """Playwright's name of a step's key; None for a screen reader's own command or a device
    key, which no browser key stands for."""
    return KEYS.get(key)
