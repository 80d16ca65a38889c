"""Records the accessibility trees the unit tests read, from Chromium through Playwright:
``python tests/record_trees.py CHROMIUM`` rewrites ``tests/trees/*.json``.

Each page is a small HTML snippet; a tree is what ``Accessibility.getFullAXTree`` gives for
it, and a node is what ``Accessibility.getPartialAXTree`` gives for one element (its states
before and after an action, for the outcome checkers)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import CDPSession, Page, sync_playwright

TREES = Path(__file__).parent / "trees"

#: Whole trees: name -> page.
PAGES = {
    "heading-with-inline-markup": (
        "<main><h2>Account <em>settings</em></h2><p>Change your <b>name</b> here.</p>"
        "<button>Save</button></main>"
    ),
    "paragraph-before-control": (
        "<p>Choose how often we write.</p>"
        '<label><input type="checkbox"> Monthly newsletter</label>'
        '<a href="#terms">Terms</a>'
    ),
    "groups-and-labels": (
        "<fieldset><legend>Plan</legend>"
        '<label><input type="radio" name="p"> Basic</label>'
        '<label><input type="radio" name="p"> Pro</label></fieldset>'
        '<p id="size">Size</p><div role="radiogroup" aria-labelledby="size">'
        '<div role="radio" aria-checked="false" tabindex="0">Small</div>'
        '<div role="radio" aria-checked="true" tabindex="-1">Large</div></div>'
        '<h3><a href="#shipping">Shipping</a></h3>'
    ),
    "heading-with-abbr-and-link-paragraph": (
        '<main><h2>Returns <abbr title="Frequently asked questions">FAQ</abbr>s</h2>'
        '<p>Read the <a href="#policy">return policy</a> before you <strong>send</strong>'
        " anything back.</p><ul><li>Keep the <code>receipt</code></li><li>Use the box</li></ul>"
        '<hr><figure><img alt="A parcel" src="data:,"><figcaption>Our parcel</figcaption>'
        "</figure><button>Start a return</button></main>"
    ),
    "label-before-slider": (
        '<h2>Sound</h2><div id="vol">Volume</div>'
        '<div role="slider" aria-labelledby="vol" aria-valuenow="40" tabindex="0"></div>'
        "<p>Changes apply at once.</p>"
    ),
    "aria-modal-dialog": (
        "<h1>Account</h1><button>Delete account</button>"
        '<div role="dialog" aria-modal="true" aria-labelledby="t"><h2 id="t">Delete account?</h2>'
        "<button>Cancel</button><button>Delete</button></div>"
    ),
    "content-added-later-before": (
        '<main><h1>Search</h1><button>Show results</button><div id="results"></div></main>'
    ),
}
#: Content added to a page after it loaded: name -> (page, script).
LATER = {
    "content-added-later-after": (
        PAGES["content-added-later-before"],
        "document.getElementById('results').innerHTML ="
        " '<p>3 results</p><button>Load more</button>'",
    ),
}
#: One element's node before and after an action: name -> (page, selector, script).
NODES = {
    "checkbox": (
        '<label><input type="checkbox"> Subscribe</label>',
        "input",
        "document.querySelector('input').click()",
    ),
    "expander": (
        '<button aria-expanded="false">Details</button>',
        "button",
        "document.querySelector('button').setAttribute('aria-expanded', 'true')",
    ),
    "toggle-button": (
        '<button aria-pressed="false">Mute</button>',
        "button",
        "document.querySelector('button').setAttribute('aria-pressed', 'true')",
    ),
    "radio": (
        '<input type="radio" name="r" aria-label="Pro"><input type="radio" name="r">',
        "input",
        "document.querySelector('input').click()",
    ),
    "plain-button": ("<button>Send</button>", "button", "void 0"),
    "hidden-button": ('<button aria-hidden="true">Close</button>', "button", "void 0"),
    "slider": (
        '<div role="slider" aria-label="Volume" aria-valuenow="40" aria-valuetext="40%"'
        ' tabindex="0"></div>',
        "div",
        "document.querySelector('div').setAttribute('aria-valuetext', '50%')",
    ),
}


def full_tree(cdp: CDPSession) -> list[dict[str, Any]]:
    nodes: list[dict[str, Any]] = cdp.send("Accessibility.getFullAXTree")["nodes"]
    return nodes


def element_node(page: Page, cdp: CDPSession, selector: str) -> dict[str, Any]:
    page.evaluate(f"() => {{ window.__probe = document.querySelector({json.dumps(selector)}); }}")
    found = cdp.send("Runtime.evaluate", {"expression": "window.__probe"})
    nodes = cdp.send(
        "Accessibility.getPartialAXTree",
        {"objectId": found["result"]["objectId"], "fetchRelatives": False},
    )["nodes"]
    node: dict[str, Any] = nodes[0]
    return node


def write(name: str, value: object) -> None:
    text = json.dumps(value, indent=1, sort_keys=True) + "\n"
    (TREES / f"{name}.json").write_text(text, encoding="utf-8")


def main(chromium: str) -> None:
    TREES.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium)
        page = browser.new_page()
        cdp = page.context.new_cdp_session(page)
        for name, html in PAGES.items():
            page.set_content(html)
            write(name, full_tree(cdp))
        for name, (html, script) in LATER.items():
            page.set_content(html)
            page.evaluate(f"() => {{ {script}; }}")
            write(name, full_tree(cdp))
        for name, (html, selector, script) in NODES.items():
            page.set_content(html)
            before = element_node(page, cdp, selector)
            page.evaluate(f"() => {{ {script}; }}")
            write(name, {"before": before, "after": element_node(page, cdp, selector)})
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/usr/bin/chromium")
