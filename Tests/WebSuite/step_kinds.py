"""The phrases whose browser body only acts: it checks nothing of its own, and what it did is
judged by the step after it, so the kill matrix needs no defect page for them."""

ACTIONS: dict[str, str] = {
    "I press {key}": "presses the key; the Then step judges what the key did",
    "I move keyboard focus with {key}": "presses the key; the Then step judges where focus went",
    "an external keyboard is connected": "opens the page; keys reach it as keyboard events",
    "{screenReader} is on": "opens the page and puts the reading position at its top",
    "{element} takes several seconds to load": "slows the network; the Then step judges "
    "what the page shows while it waits",
}
