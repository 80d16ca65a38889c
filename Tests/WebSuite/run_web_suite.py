"""The browser suite: the exported web step library run against the fixture pages.

Every web feature runs against the accessible page of its component (and the other accessible
implementations the manifest lists), where each scenario not tagged @manual must pass, and
against each defect page of the component, where at least one scenario must fail with a
message that names the defect (``defects.json``). The defect runs are copies of the features
whose @experience tag carries the defect's name, so that one behave run in one browser covers
every page; the step library itself knows nothing of it. Beside the generated features run the
hand-written ones of ``features/`` (the vocabulary's phrases that no built-in web scenario
uses), with their pages in the same manifest. The set-up pages of the manifest cannot be opened
(a missing file): every scenario of theirs must stop with the same set-up error, reported as an
error in behave's JUnit report, not as a failure.

Usage: run_web_suite.py --features DIR --steps DIR --fixtures DIR --work DIR [--chromium PATH]
Re-record the golden failure messages with SNAPSHOT_RECORD=1.
"""

from __future__ import annotations

import argparse
import difflib
import functools
import http.server
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import threading
import time
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from step_kinds import ACTIONS  # next to this script, where Python looks first

SUITE_DIRECTORY = Path(__file__).resolve().parent
GOLDEN_DIRECTORY = SUITE_DIRECTORY / "golden"
# Features written by hand (COMPONENT/web/EXPERIENCE.feature), run like the generated ones.
HAND_WRITTEN_DIRECTORY = SUITE_DIRECTORY / "features"
# behave processes run at once, each with its own browser: most of a run is waiting on the
# browser, so more processes than processors still shorten it.
PROCESSES = 4
# The run's environment: the library's hooks, and for a defect page's feature (its
# @experience tag holds "--") the rest of its scenarios skipped after the first that fails:
# one failure is all a defect needs, and every page shares the run's few processes.
ENVIRONMENT = """import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "steps"))
from a11y_web import after_all, after_step, before_all  # noqa: E402,F401
from a11y_web import after_scenario as forget_scenario  # noqa: E402


def _defect_page(feature):
    return any(t.startswith("experience:") and "--" in t for t in feature.tags)


def before_feature(context, feature):
    # A mutable value set at the feature's level: what a scenario's hook sets on the context
    # itself is forgotten when the scenario ends.
    context.a11y_defect = {"caught": False}


def before_scenario(context, scenario):
    if context.a11y_defect["caught"]:
        scenario.skip("the defect page already made a scenario fail")


def after_scenario(context, scenario):
    forget_scenario(context, scenario)
    if _defect_page(context.feature) and scenario.status.name in {"failed", "error"}:
        context.a11y_defect["caught"] = True
"""


@dataclass
class Defect:
    component: str
    name: str
    page: str
    experience: str
    kind: str
    expect: str


@dataclass
class Outcome:
    """The scenarios of one page: which passed, which failed and with what message."""

    passed: list[str] = field(default_factory=list)
    failed: list[tuple[str, str]] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    # The phrase of the step that failed in each failed scenario, in ``failed``'s order.
    failed_phrases: list[str] = field(default_factory=list)


def serve(directory: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Serves the fixture pages on 127.0.0.1 at a free port."""
    handler = functools.partial(QuietHandler, directory=str(directory))
    server = QuietServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


class QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        # A page closed while a request of it was answered (its icon): nothing to report.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        # ?delay=MS answers that much later (a slow page's style sheet), cacheable so that a
        # feature's context waits once.
        match = re.search(r"[?&]delay=(\d+)", self.path)
        if match:
            time.sleep(min(int(match.group(1)), 10000) / 1000)
        super().do_GET()

    def end_headers(self) -> None:
        if "delay=" in self.path:
            self.send_header("Cache-Control", "max-age=600")
        super().end_headers()


@dataclass
class Alternative:
    """Another accessible implementation of an experience, built differently: every
    scenario not tagged @manual must pass on it too."""

    component: str
    name: str
    page: str
    experience: str
    #: The container of the component on the page (``within`` of its pages entry).
    within: Any = None


def load_alternatives(fixtures: Path) -> list[Alternative]:
    manifest = json.loads((fixtures / "defects.json").read_text(encoding="utf-8"))
    return [
        Alternative(component, name, entry["page"], entry["experience"], entry.get("within"))
        for component, entry in sorted(manifest["components"].items())
        for name, entry in sorted(entry.get("alternatives", {}).items())
    ]


@dataclass
class SetupPage:
    """A page that cannot be opened: each scenario of its features must stop with one set-up
    error naming ``expect``."""

    name: str
    component: str
    experience: str
    page: str
    expect: str


def load_setup_pages(fixtures: Path) -> list[SetupPage]:
    manifest = json.loads((fixtures / "defects.json").read_text(encoding="utf-8"))
    return [
        SetupPage(name, e["component"], e["experience"], e["page"], e["expect"])
        for name, e in sorted(manifest.get("setup", {}).items())
    ]


def load_defects(fixtures: Path) -> tuple[dict[str, dict[str, str]], list[Defect]]:
    """The accessible page of each component's experiences, and the defect pages."""
    manifest = json.loads((fixtures / "defects.json").read_text(encoding="utf-8"))
    accessible: dict[str, dict[str, str]] = {}
    defects: list[Defect] = []
    for component, entry in sorted(manifest["components"].items()):
        accessible[component] = entry["pages"]
        for name, defect in sorted(entry["defects"].items()):
            defects.append(
                Defect(
                    component,
                    name,
                    defect["page"],
                    defect["experience"],
                    defect["kind"],
                    defect["expect"],
                )
            )
    return accessible, defects


@dataclass
class RunLayout:
    """The run directory as ``prepare`` fills it: the page of each variant's key for the run
    configuration, the variants (with the defect each stands for), and the element map, in
    which every copy of a feature finds the elements of its original."""

    features: Path
    element_map: dict[str, Any]
    pages: dict[str, Any] = field(default_factory=dict)
    variants: dict[str, tuple[str, Defect | None]] = field(default_factory=dict)

    def add_accessible(self, text: str, component: str, experience: str, page: str) -> None:
        key = f"{component}/{experience}"
        self.pages[key] = f"{component}/{page}"
        self.variants[key] = (component, None)
        target = self.features / "accessible" / component / f"{experience}.feature"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")

    def add_alternative(self, text: str, alternative: Alternative) -> None:
        component = alternative.component
        # "-alt-" joins an alternative's name: only a defect page's feature ("--") stops early.
        variant = f"{alternative.experience}-alt-{alternative.name}"
        variant_key = f"{component}/{variant}"
        self.pages[variant_key] = f"{component}/{alternative.page}"
        if alternative.within is not None:
            self.pages[variant_key] = {"url": self.pages[variant_key], "within": alternative.within}
        self.variants[variant_key] = (component, None)
        target = self.features / "accessible" / component / f"{variant}.feature"
        self.write_copy(text, component, alternative.experience, variant, target)

    def add_defect(self, text: str, defect: Defect) -> None:
        component = defect.component
        variant = f"{defect.experience}--{defect.name}"
        variant_key = f"{component}/{variant}"
        self.pages[variant_key] = f"{component}/{defect.page}"
        self.variants[variant_key] = (component, defect)
        target = (
            self.features / "defects" / component / defect.name / f"{defect.experience}.feature"
        )
        self.write_copy(text, component, defect.experience, variant, target)

    def add_setup_page(self, text: str, setup: SetupPage) -> None:
        component = setup.component
        # "-setup-" joins a set-up page's name: none of its scenarios is skipped.
        variant = f"{setup.experience}-setup-{setup.name}"
        self.pages[f"{component}/{variant}"] = f"{component}/{setup.page}"
        target = self.features / "setup" / component / setup.name / f"{setup.experience}.feature"
        self.write_copy(text, component, setup.experience, variant, target)

    def write_copy(
        self, text: str, component: str, experience: str, variant: str, target: Path
    ) -> None:
        """Writes a feature under the variant's @experience tag, which names the page it
        runs on; the variant's elements are those of the original."""
        pages = self.element_map["pages"]
        pages[f"{component}/{variant}"] = pages.get(f"{component}/{experience}", {})
        copy = text.replace(f"@experience:{experience}", f"@experience:{variant}", 1)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(copy, encoding="utf-8")


def source_features(args: argparse.Namespace, accessible: dict[str, dict[str, str]]) -> list[Path]:
    """The generated web features and the hand-written ones; the manifest must give every
    component features and every feature an accessible page."""
    source_files = sorted(Path(args.features).glob("*/web/*.feature")) + sorted(
        HAND_WRITTEN_DIRECTORY.glob("*/web/*.feature")
    )
    missing = sorted(set(accessible) - {path.parts[-3] for path in source_files})
    if missing:
        raise SystemExit(f"error: no web features for {', '.join(missing)} under {args.features}")
    for source in source_files:
        component, experience = source.parts[-3], source.stem
        if component not in accessible:
            raise SystemExit(
                f"error: {component} has web features but no fixture page in defects.json"
            )
        if experience not in accessible[component]:
            raise SystemExit(
                f"error: {component}/{experience} has web features"
                " but no fixture page in defects.json"
            )
    return source_files


def prepare(
    args: argparse.Namespace,
    base_url: str,
    accessible: dict[str, dict[str, str]],
    defects: list[Defect],
) -> dict[str, tuple[str, Defect | None]]:
    """Lays out the run directory: features per page, the step library, the element map with
    a copy of each page's elements under every variant's key, the run configuration."""
    work = Path(args.work)
    if work.exists():
        shutil.rmtree(work)
    features = work / "features"
    shutil.copytree(args.steps, features / "steps")
    (features / "environment.py").write_text(ENVIRONMENT, encoding="utf-8")
    manifest = json.loads((Path(args.fixtures) / "defects.json").read_text(encoding="utf-8"))
    alternatives = load_alternatives(Path(args.fixtures))
    setup_pages = load_setup_pages(Path(args.fixtures))
    element_map_path = features / "steps" / "a11y_elements.json"
    layout = RunLayout(features, json.loads(element_map_path.read_text(encoding="utf-8")))
    for source in source_features(args, accessible):
        component, experience = source.parts[-3], source.stem
        text = source.read_text(encoding="utf-8")
        layout.add_accessible(text, component, experience, accessible[component][experience])
        for alternative in alternatives:
            if (alternative.component, alternative.experience) == (component, experience):
                layout.add_alternative(text, alternative)
        for defect in defects:
            if (defect.component, defect.experience) == (component, experience):
                layout.add_defect(text, defect)
        for setup in setup_pages:
            if (setup.component, setup.experience) == (component, experience):
                layout.add_setup_page(text, setup)
    element_map_path.write_text(json.dumps(layout.element_map, indent=2), encoding="utf-8")
    write_run_configuration(features, manifest, base_url, layout.pages, args.chromium)
    return layout.variants


def write_run_configuration(
    features: Path,
    manifest: dict[str, Any],
    base_url: str,
    pages: dict[str, Any],
    chromium: str | None,
) -> None:
    """The run's a11y-web.json: every variant's page, on the suite's server, in the manifest's
    browser."""
    config: dict[str, Any] = {
        "baseUrl": base_url,
        "pages": pages,
        "blockRequests": manifest.get("blockRequests", []),
        "device": "Pixel 7",
    }
    # Elements no role names (a visible label, a paragraph), by the manifest's selectors.
    if manifest.get("elements"):
        config["elements"] = manifest["elements"]
    if chromium:
        config["browser"] = {"executablePath": chromium, "headless": True}
    (features / "a11y-web.json").write_text(json.dumps(config, indent=2), encoding="utf-8")


def deal(paths: list[Path], processes: int) -> list[list[Path]]:
    """Deals feature files among the processes, longest first, each to the process with the
    least work so far: a feature's work is its scenario and Examples row count, and a defect
    page's feature, which stops at its first failure, counts for a few."""

    def work_of(path: Path) -> int:
        if "defects" in path.parts:
            return 4
        text = path.read_text(encoding="utf-8")
        return len(re.findall(r"^\s*(?:Scenario:|\|)", text, flags=re.MULTILINE))

    shares: list[tuple[int, list[Path]]] = [(0, []) for _ in range(processes)]
    for path in sorted(paths, key=lambda p: (-work_of(p), str(p))):
        index = min(range(processes), key=lambda i: shares[i][0])
        load, assigned = shares[index]
        shares[index] = (load + work_of(path), [*assigned, path])
    return [assigned for _, assigned in shares if assigned]


def run_behave(work: Path, processes: int) -> list[dict[str, Any]]:
    """Runs every scenario not tagged @manual, the accessible pages' features and the defect
    pages' dealt out among a few behave processes that run at once. Returns their JSON
    reports joined."""
    features = work / "features"
    paths = (
        sorted(features.glob("accessible/*/*.feature"))
        + sorted(features.glob("defects/*/*/*.feature"))
        + sorted(features.glob("setup/*/*/*.feature"))
    )
    running: list[tuple[Path, subprocess.Popen[str]]] = []
    for index, share in enumerate(deal(paths, processes)):
        report = work / f"report-{index}.json"
        command = [sys.executable, "-m", "behave", *map(str, share)]
        command += ["--tags", "not @manual", "--format", "json", "--outfile", str(report)]
        command += ["--format", "null", "--no-summary", "--no-snippets"]
        command += ["--junit", "--junit-directory", str(work / "junit")]
        process = subprocess.Popen(
            command, cwd=work, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
        running.append((report, process))
    results: list[dict[str, Any]] = []
    for report, process in running:
        output, _ = process.communicate()
        if not report.exists() or report.stat().st_size == 0:
            sys.stdout.write(output)
            raise SystemExit("error: behave wrote no report")
        results.extend(json.loads(report.read_text(encoding="utf-8")))
    return results


#: The line of a step's error that starts the exception's message, after its type's name.
EXCEPTION_LINE = re.compile(
    r"^(?:ASSERT FAILED|Assertion Failed|StepFailure|AssertionError|[A-Za-z_.]*Error): ?(.*)$"
)


def failure_message(scenario: dict[str, Any]) -> str:
    for step in scenario.get("steps", []):
        result = step.get("result", {})
        if result.get("status") in {"failed", "error", "undefined", "pending"}:
            message = result.get("error_message", result.get("status"))
            if isinstance(message, list):
                message = "\n".join(message)
            lines = [line for line in str(message).splitlines() if line.strip()]
            # behave puts the traceback first and the exception's message last.
            for index, line in enumerate(lines):
                match = EXCEPTION_LINE.match(line)
                if match and not line.startswith("Traceback"):
                    return "\n".join([match.group(1), *lines[index + 1 :]]).strip()
            return lines[-1] if lines else str(result.get("status"))
    return "failed"


#: The call of an exported phrase file to the library's body of its phrase.
RUN_PHRASE = re.compile(r'run_phrase\(\s*context,\s*"((?:[^"\\]|\\.)*)"')


def phrase_of_step(work: Path, step: dict[str, Any], cache: dict[str, str]) -> str:
    """The vocabulary phrase of a step, from the phrase file behave matched it to (its
    ``run_phrase`` call); the step's text when it matched nothing."""
    location = str(step.get("match", {}).get("location", ""))
    path = location.rsplit(":", 1)[0]
    if not path:
        return str(step.get("name", ""))
    if path not in cache:
        source = work / path
        if not source.exists():
            source = work / "features" / path
        text = source.read_text(encoding="utf-8") if source.exists() else ""
        found = RUN_PHRASE.search(text)
        cache[path] = found.group(1) if found else str(step.get("name", ""))
    return cache[path]


def failed_phrase(work: Path, scenario: dict[str, Any], cache: dict[str, str]) -> str:
    for step in scenario.get("steps", []):
        if step.get("result", {}).get("status") in {"failed", "error", "undefined", "pending"}:
            return phrase_of_step(work, step, cache)
    return "?"


def collect(report: list[dict[str, Any]], work: Path | None = None) -> dict[str, Outcome]:
    outcomes: dict[str, Outcome] = {}
    cache: dict[str, str] = {}
    for feature in report:
        tags = feature.get("tags", [])
        component = next(t.split(":", 1)[1] for t in tags if t.startswith("component:"))
        experience = next(t.split(":", 1)[1] for t in tags if t.startswith("experience:"))
        outcome = outcomes.setdefault(f"{component}/{experience}", Outcome())
        for scenario in feature.get("elements", []):
            if scenario.get("type") == "background":
                continue
            name = f"{feature.get('location', '')} {scenario.get('name', '')}".strip()
            if scenario.get("status") == "passed":
                outcome.passed.append(name)
            elif scenario.get("status") == "skipped":
                outcome.skipped.append(name)
            else:
                outcome.failed.append((name, failure_message(scenario)))
                outcome.failed_phrases.append(failed_phrase(work or Path("."), scenario, cache))
    return outcomes


def configuration_checks(
    steps: Path, work: Path, chromium: str | None
) -> list[tuple[str, str | None]]:
    """Run configurations the library must refuse, each with the start of its error; the
    library's keys against the schema's. Returns (what, problem or None)."""
    sys.path.insert(0, str(steps))
    import a11y_web  # the exported library, found only at run time

    cases = {
        "broken.json": (
            '{"baseUrl": "http://127.0.0.1/",\n  "pages": {,}}',
            "broken.json:2:13: error: ",
        ),
        "unknown-key.json": (
            '{"baseUrl": "http://127.0.0.1/", "pages": {}, "page": {}}',
            "unknown-key.json: error: page: unknown key",
        ),
        "no-base.json": ('{"pages": {}}', "no-base.json: error: baseUrl: expected the URL"),
        "bad-page-key.json": (
            '{"baseUrl": "http://127.0.0.1/", "pages": {"Button": "b.html"}}',
            "bad-page-key.json: error: pages.Button: expected a key 'COMPONENT/EXPERIENCE'",
        ),
        "within.json": (
            '{"baseUrl": "http://127.0.0.1/",'
            ' "pages": {"button/default": {"url": "b.html", "within": 3}}}',
            "within.json: error: pages.button/default.within:"
            " expected a CSS selector, or an object",
        ),
        "settle.json": (
            '{"baseUrl": "http://127.0.0.1/", "pages": {}, "settle": 99999}',
            "settle.json: error: settle: expected a number of milliseconds from 0 to 5000",
        ),
        "no-browser.json": (
            '{"baseUrl": "http://127.0.0.1/", "pages": {},'
            ' "browser": {"executablePath": "/nowhere/chromium"}}',
            "no-browser.json: error: browser.executablePath: no browser at '/nowhere/chromium'",
        ),
    }
    results: list[tuple[str, str | None]] = []
    for name, (text, expected) in cases.items():
        path = work / name
        path.write_text(text, encoding="utf-8")
        try:
            a11y_web.load_config(str(path))
            results.append((name, f"{name}: accepted; expected an error starting '{expected}'"))
        except a11y_web.ConfigError as error:
            message = str(error).replace(str(work) + "/", "")
            ok = message.startswith(expected)
            results.append(
                (
                    name,
                    (
                        None
                        if ok
                        else f"{name}: expected an error starting '{expected}', got '{message}'"
                    ),
                )
            )
    valid = work / "valid.json"
    valid.write_text(
        '{"baseUrl": "http://127.0.0.1:1/", "pages": {"button/default": "b.html"}}',
        encoding="utf-8",
    )
    try:
        a11y_web.load_config(str(valid)).page_url("link/default")
        results.append(("missing page", "a page missing from pages was accepted"))
    except a11y_web.ConfigError as error:
        expected = "error: pages has no entry for 'link/default'"
        results.append(
            ("missing page", None if expected in str(error) else f"missing page: got '{error}'")
        )
    schema = json.loads(
        (SUITE_DIRECTORY.parent.parent / "Schemas" / "a11y-web-v1.schema.json").read_text()
    )
    keys = set(schema["properties"])
    browser_keys = set(schema["properties"]["browser"]["properties"])
    source = (steps / "a11y_web" / "config.py").read_text(encoding="utf-8")
    missing = [k for k in sorted(keys | browser_keys) if f'"{k}"' not in source]
    results.append(
        (
            "schema keys",
            None
            if not missing
            else f"the schema's keys {missing} are not read by a11y_web/config.py",
        )
    )
    return results


def print_kill_matrix(
    variants: dict[str, tuple[str, Defect | None]],
    outcomes: dict[str, Outcome],
    defects: list[Defect],
    steps: Path,
) -> None:
    """Prints the kill matrix: for each phrase with a browser body, the defect pages whose
    failing scenario failed in that phrase's check; then the phrases no defect page kills
    (a check no seeded defect proves). A defect page's feature stops at its first failure,
    so each page counts for the one phrase that caught it. A phrase the vocabulary marks
    manual on the web is exported as a pending stub that never calls the library's body, so
    no scenario can run it: it is listed apart, not counted."""
    bodies, stubs = phrases_with_body(steps)
    killed_by = defect_pages_by_phrase(variants, outcomes, defects)
    print("\nKill matrix: the phrase whose check failed on each defect page")
    for phrase in bodies:
        pages = killed_by.get(phrase, [])
        if pages:
            print(f"  {phrase:60} {len(pages):2}  {', '.join(sorted(pages))}")
    unknown = sorted(set(killed_by) - set(bodies))
    for phrase in unknown:
        print(f"  {phrase:60} {len(killed_by[phrase]):2}  {', '.join(sorted(killed_by[phrase]))}")
    survivors = [p for p in bodies if p not in killed_by]
    print(
        "\nPhrases with a browser body that no defect page kills"
        f" ({len(survivors)} of {len(bodies)})"
    )
    for phrase in survivors:
        print(f"  {phrase}")
    print(
        f"\nManual on the web: exported as a pending stub, the library's body unused ({len(stubs)})"
    )
    for phrase in stubs:
        print(f"  {phrase}")
    print(f"\nActions: judged by the step after them ({len(ACTIONS)})")
    for phrase, reason in sorted(ACTIONS.items()):
        print(f"  {phrase:60} {reason}")


def phrases_with_body(steps: Path) -> tuple[list[str], list[str]]:
    """The phrases whose browser body checks something (those that only act left out), and
    those exported as pending stubs (no phrase file calls their body), both sorted."""
    sys.path.insert(0, str(steps))
    from a11y_web import steps as library  # the exported library, found only at run time

    called = {
        found.group(1).replace('\\"', '"')
        for path in steps.glob("a11y_*.py")
        if (found := RUN_PHRASE.search(path.read_text(encoding="utf-8")))
    }
    with_body = [p for p, f in library.STEPS.items() if f is not library.phone_only]
    stubs = sorted(p for p in with_body if p not in called)
    bodies = sorted(p for p in with_body if p in called and p not in ACTIONS)
    return bodies, stubs


def defect_pages_by_phrase(
    variants: dict[str, tuple[str, Defect | None]],
    outcomes: dict[str, Outcome],
    defects: list[Defect],
) -> dict[str, list[str]]:
    """The defect pages (COMPONENT/DEFECT) each phrase's failed check caught."""
    killed_by: dict[str, list[str]] = {}
    for defect in defects:
        for key, (_, d) in variants.items():
            if d is not defect:
                continue
            for phrase in outcomes.get(key, Outcome()).failed_phrases:
                killed_by.setdefault(phrase, []).append(f"{defect.component}/{defect.name}")
    return killed_by


def setup_checks(work: Path, setup_pages: list[SetupPage]) -> list[tuple[str, str | None]]:
    """Each page that cannot be opened: every scenario of its features is an error in behave's
    JUnit report (not a failure), all with one message naming the page's key and ``expect``,
    and none says an element was not found. Returns (what, problem or None)."""
    results: list[tuple[str, str | None]] = []
    for setup in setup_pages:
        label = f"{setup.component}/{setup.name}"
        marker = f"setup.{setup.component}.{setup.name}."
        errors: list[str] = []
        failures = 0
        for report in (work / "junit").glob("*.xml"):
            if marker not in report.name:
                continue
            for case in ElementTree.parse(report).getroot().iter("testcase"):
                failures += len(case.findall("failure"))
                errors += [e.get("message", "") for e in case.findall("error")]
        distinct = sorted(set(errors))
        key = f"pages.{setup.component}/{setup.experience}-setup-{setup.name}"
        problem = None
        if failures or not errors:
            problem = f"{failures} failures and {len(errors)} errors; expected errors only"
        elif len(distinct) != 1:
            problem = f"{len(distinct)} distinct set-up errors: {distinct[:3]}"
        elif setup.expect not in distinct[0] or key not in distinct[0]:
            problem = f"the error names neither '{setup.expect}' nor {key}: {distinct[0]}"
        elif any("no element" in message for message in errors):
            problem = f"an error says no element was found: {distinct[0]}"
        shown = f"{len(errors)} errors, one message" if problem is None else "WRONG"
        results.append((f"{label} ({shown})", None if problem is None else f"{label}: {problem}"))
    return results


def blocked_host_checks(
    steps: Path, work: Path, chromium: str | None
) -> list[tuple[str, str | None]]:
    """A page whose style sheet is on a host that accepts the connection and never answers
    (a listening socket nobody reads): without blockRequests its load is one set-up error
    after navigationTimeout naming the open request; with the host blocked it loads at once."""
    sys.path.insert(0, str(steps))
    # The exported library, found only at run time.
    from a11y_web.config import load_config
    from a11y_web.errors import PageError
    from a11y_web.session import BrowserSession, WebState, load_page

    hole = socket.socket()
    hole.bind(("127.0.0.1", 0))
    hole.listen(16)
    sheet = f"http://127.0.0.1:{hole.getsockname()[1]}/fonts/brand.css"
    site = work / "blocked-host"
    site.mkdir(parents=True, exist_ok=True)
    (site / "index.html").write_text(
        f'<!doctype html><title>Fonts</title><link rel="stylesheet" href="{sheet}">',
        encoding="utf-8",
    )
    server, base_url = serve(site)
    results: list[tuple[str, str | None]] = []
    try:
        for blocked in (False, True):
            config: dict[str, Any] = {
                "baseUrl": base_url,
                "pages": {"button/fonts": "index.html"},
                "navigationTimeout": 4000,
                "blockRequests": [sheet] if blocked else [],
            }
            if chromium:
                config["browser"] = {"executablePath": chromium}
            path = site / f"a11y-web-{blocked}.json"
            path.write_text(json.dumps(config), encoding="utf-8")
            session = BrowserSession.launch(load_config(str(path)))
            try:
                page, cdp = session.page_of("fonts")
                started = time.monotonic()
                try:
                    load_page(WebState(session, {}, "button/fonts", page, cdp))
                    outcome = "loaded"
                except PageError as error:
                    outcome = str(error)
                seconds = time.monotonic() - started
            finally:
                session.close()
            if blocked:
                what = f"blockRequests: the blocked host's page loads ({seconds:.1f} s)"
                wrong = outcome != "loaded" or seconds > 2.0
            else:
                what = (
                    f"no blockRequests: one set-up error after navigationTimeout ({seconds:.1f} s)"
                )
                wrong = "navigationTimeout (4000 ms)" not in outcome or sheet not in outcome
            results.append((what, f"{what}: {outcome}" if wrong else None))
    finally:
        server.shutdown()
        hole.close()
    return results


def screenshot_check(
    work: Path, variants: dict[str, tuple[str, Defect | None]], label: str
) -> tuple[str, str | None]:
    """A failed scenario of the defect page leaves a screenshot and the accessibility tree in
    the run configuration's artifacts folder."""
    keys = [k for k, (_, d) in variants.items() if d and f"{d.component}/{d.name}" == label]
    folder = work / "features" / "a11y-web-run"
    shots = [p for k in keys for p in (folder / k).glob("*.png")]
    trees = [p for k in keys for p in (folder / k).glob("*.yml")]
    if shots and trees:
        return (f"screenshot of {label}: {shots[0].relative_to(work)}", None)
    return (f"screenshot of {label}", f"{label}: no screenshot or tree under {folder}")


def check_golden(name: str, message: str) -> str | None:
    """Compares a failure message with its golden file; None when they agree."""
    path = GOLDEN_DIRECTORY / f"{name}.txt"
    if os.environ.get("SNAPSHOT_RECORD") == "1" or not path.exists():
        GOLDEN_DIRECTORY.mkdir(exist_ok=True)
        path.write_text(message + "\n", encoding="utf-8")
        return (
            None
            if os.environ.get("SNAPSHOT_RECORD") == "1"
            else f"{path}: recorded (it was missing); run again"
        )
    expected = path.read_text(encoding="utf-8").rstrip("\n")
    if expected == message:
        return None
    diff = "\n".join(
        difflib.unified_diff(
            expected.splitlines(), message.splitlines(), "golden", "now", lineterm=""
        )
    )
    return f"{path}: the failure message changed (SNAPSHOT_RECORD=1 re-records it)\n{diff}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--features", required=True)
    parser.add_argument("--steps", required=True)
    parser.add_argument("--fixtures", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--chromium")
    parser.add_argument("--processes", type=int, default=PROCESSES)
    args = parser.parse_args()
    args.work = str(Path(args.work).resolve())
    started = time.monotonic()
    fixtures = Path(args.fixtures)
    accessible, defects = load_defects(fixtures)
    golden = json.loads((fixtures / "defects.json").read_text(encoding="utf-8"))["golden"]
    server, base_url = serve(fixtures)
    try:
        return report(args, base_url, fixtures, accessible, defects, golden, started)
    finally:
        server.shutdown()


@dataclass
class Tally:
    """The suite's count of checks that passed and failed, and the problems it prints at its
    end."""

    passed: int = 0
    failed: int = 0
    problems: list[str] = field(default_factory=list)

    def count(self, ok: bool) -> None:
        self.passed, self.failed = self.passed + ok, self.failed + (not ok)


def report(
    args: argparse.Namespace,
    base_url: str,
    fixtures: Path,
    accessible: dict[str, dict[str, str]],
    defects: list[Defect],
    golden: list[str],
    started: float,
) -> int:
    """Runs the features and the checks beside them; prints what each showed."""
    variants = prepare(args, base_url, accessible, defects)
    work = Path(args.work)
    steps = work / "features" / "steps"
    behave_started = time.monotonic()
    outcomes = collect(run_behave(work, args.processes), work)
    behave_seconds = time.monotonic() - behave_started
    tally = Tally()
    report_accessible_pages(variants, outcomes, tally)
    kills, messages = report_defect_pages(variants, outcomes, defects, tally)
    print_kill_matrix(variants, outcomes, defects, steps)
    print_kill_rates(kills)

    print("\nSet-up errors and failure artifacts")
    checks = setup_checks(work, load_setup_pages(fixtures))
    checks.append(screenshot_check(work, variants, "button/no-role"))
    checks += blocked_host_checks(steps, work, args.chromium)
    report_checks(checks, tally)

    print("\nRun configuration errors")
    report_checks(configuration_checks(steps, work, args.chromium), tally)

    compare_golden_messages(golden, messages, tally)
    for problem in tally.problems:
        print("\n" + problem)
    print(
        f"\nbrowser suite: {time.monotonic() - started:.1f} s "
        f"(behave: {behave_seconds:.1f} s in {args.processes} processes)"
    )
    print(f"{tally.passed} passed, {tally.failed} failed")
    return 1 if tally.failed else 0


def report_accessible_pages(
    variants: dict[str, tuple[str, Defect | None]], outcomes: dict[str, Outcome], tally: Tally
) -> None:
    """Prints each accessible page's scenario counts; a page passes when none failed and some
    passed."""
    print("Accessible pages: every scenario not tagged @manual passes")
    for key, (_, defect) in sorted(variants.items()):
        if defect is not None:
            continue
        outcome = outcomes.get(key, Outcome())
        ok = not outcome.failed and bool(outcome.passed)
        # Skipped: rows that need a disabled element or a screen reader's own key.
        print(
            f"  {key:45} {len(outcome.passed):3} passed, {len(outcome.failed)} failed, "
            f"{len(outcome.skipped)} skipped"
        )
        for name, message in outcome.failed:
            tally.problems.append(f"{key}: {name} failed on the accessible page:\n    {message}")
        tally.count(ok)


def report_defect_pages(
    variants: dict[str, tuple[str, Defect | None]],
    outcomes: dict[str, Outcome],
    defects: list[Defect],
    tally: Tally,
) -> tuple[dict[str, list[bool]], dict[str, str]]:
    """Prints whether a message naming each defect page's defect caught it. Returns whether
    each component's defect pages were caught, and the message that caught each page."""
    print("\nDefect pages: at least one scenario fails with a message naming the defect")
    kills: dict[str, list[bool]] = {}
    messages: dict[str, str] = {}
    for defect in defects:
        keys = [k for k, (_, d) in variants.items() if d is defect]
        failures = [(n, m) for k in keys for n, m in outcomes.get(k, Outcome()).failed]
        naming = [m for _, m in failures if defect.expect in m]
        killed = bool(naming)
        kills.setdefault(defect.component, []).append(killed)
        label = f"{defect.component}/{defect.name}"
        if naming:
            messages[label] = naming[0]
            first_line = naming[0].splitlines()[0]
            print(f"  killed   {label:45} ({len(failures)} failing) {first_line[:110]}")
        else:
            seen = failures[0][1].splitlines()[0] if failures else "no scenario failed"
            print(f"  SURVIVED {label:45} {defect.kind}: {seen[:110]}")
            tally.problems.append(
                f"{label} ({defect.kind}) was not caught:"
                f" expected a failure naming '{defect.expect}'; {seen}"
            )
        tally.count(killed)
    return kills, messages


def print_kill_rates(kills: dict[str, list[bool]]) -> None:
    """The share of each component's defect pages that were caught, then of all of them."""
    print("\nKill rate per component")
    for component, results in sorted(kills.items()):
        rate = 100 * sum(results) / len(results)
        print(f"  {component:25} {sum(results)}/{len(results)}  {rate:.0f}%")
    total = [k for results in kills.values() for k in results]
    if total:
        print(f"  {'all':25} {sum(total)}/{len(total)}  {100 * sum(total) / len(total):.0f}%")


def report_checks(checks: list[tuple[str, str | None]], tally: Tally) -> None:
    """Prints each check's outcome: ok, or WRONG with its problem kept for the end."""
    for what, problem in checks:
        print(f"  {'ok' if problem is None else 'WRONG':8} {what}")
        if problem:
            tally.problems.append(problem)
        tally.count(problem is None)


def compare_golden_messages(golden: list[str], messages: dict[str, str], tally: Tally) -> None:
    """The caught defect pages whose failure message must stay as recorded."""
    for label in golden:
        if label not in messages:
            tally.problems.append(f"golden {label}: no failure message to compare")
            tally.count(False)
            continue
        difference = check_golden(label.replace("/", "--"), messages[label])
        if difference:
            tally.problems.append(difference)
        tally.count(not difference)


if __name__ == "__main__":
    sys.exit(main())
