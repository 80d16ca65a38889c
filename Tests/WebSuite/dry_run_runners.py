"""Every generated step is defined for behave: a dry run of the whole built-in catalog.

Generates the features of every component and platform with the tool, exports the behave
skeletons beside them and runs ``behave --dry-run``; then the same for the web features with
the behave-playwright library. Each run must load its step files without an ambiguous step
and leave no step undefined, whatever keyword a scenario states the step with.

Usage: dry_run_runners.py --tool PATH --behave PATH --work DIR
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

# behave's closing count of steps, e.g. "0 steps passed, 0 failed, 0 skipped, 9584 untested";
# "N undefined" stands before "untested" when a step has no definition.
STEP_COUNTS = re.compile(r"^(\d+) steps? passed, (\d+) failed, (\d+) skipped(?:, (\d+) undefined)?")

RUNS = [
    # (name, generate options, runner)
    ("every platform", [], "behave"),
    ("web", ["--platform", "web"], "behave-playwright"),
]


def run(command: list[str], cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)


def dry_run(tool: str, behave: str, work: Path, options: list[str], runner: str) -> str | None:
    """The problem of one dry run, or None when every step is defined once."""
    features = work / "features"
    generated = run([tool, "generate", "--no-index", "--out", str(features), *options])
    if generated.returncode != 0:
        return "generate failed:\n" + generated.stdout + generated.stderr
    exported = run([tool, "steps", "export", "--runner", runner, "--out", str(features / "steps")])
    if exported.returncode != 0:
        return "steps export failed:\n" + exported.stdout + exported.stderr
    result = run([behave, "--dry-run", "--format", "progress", "features"], cwd=work)
    output = result.stdout + result.stderr
    matches = (STEP_COUNTS.match(line) for line in output.splitlines())
    counts = next((match for match in matches if match), None)
    if result.returncode != 0 or counts is None:
        tail = "\n".join(output.splitlines()[-40:])
        return f"behave --dry-run exited {result.returncode}; the end of its output:\n{tail}"
    undefined = int(counts.group(4) or 0)
    if undefined:
        snippets = output[output.find("You can implement") :]
        return f"{undefined} undefined steps:\n{snippets}"
    print(f"{work.name}: 0 undefined, 0 ambiguous ({counts.string.strip()})")
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tool", required=True)
    parser.add_argument("--behave", required=True)
    parser.add_argument("--work", required=True, type=Path)
    arguments = parser.parse_args()
    # behave runs in each work directory: paths given relative to here must still hold there.
    tool, behave = os.path.abspath(arguments.tool), os.path.abspath(arguments.behave)
    shutil.rmtree(arguments.work, ignore_errors=True)
    problems = []
    for name, options, runner in RUNS:
        work = arguments.work / runner
        work.mkdir(parents=True)
        problem = dry_run(tool, behave, work, options, runner)
        if problem:
            problems.append(f"{name} ({runner}): {problem}")
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"{len(RUNS) - len(problems)} passed, {len(problems)} failed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
