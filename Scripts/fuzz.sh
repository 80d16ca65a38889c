#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ and runs each for FUZZ_SECONDS (see the README,
# "Fuzzing"). The package's libraries are built with coverage and AddressSanitizer into their
# own scratch directory, then each target's entry point is compiled and linked against their
# objects with `swiftc -sanitize=fuzzer,address`; the normal build never sees any of this.
#
# Usage: Scripts/fuzz.sh [TARGET...]     targets: gherkin mustache criteria diff (default: all)
# Environment:
#   FUZZ_SECONDS  how long each target runs (60)
#   FUZZ_DIR      build, corpus, artifact and log directory (.build-fuzz)
#   FUZZ_FLAGS    more libFuzzer flags, such as -jobs=2 or -only_ascii=1
#   FUZZ_BUILD_ONLY=1  build the targets and stop
#   A11Y_TESTDATA the shared conformance data used as extra seeds (../shared/testdata)
#   SWIFT, SWIFTC the toolchain (swift, swiftc)
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
SWIFTC=${SWIFTC:-swiftc}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
FUZZ_DIR=${FUZZ_DIR:-.build-fuzz}
TESTDATA=${A11Y_TESTDATA:-../shared/testdata}
ALL_TARGETS=(gherkin mustache criteria diff)
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${ALL_TARGETS[@]}")

# The package modules each target links (dependencies included), extra sources it compiles
# with its entry point, and the longest input libFuzzer makes for it.
modules() {
  case $1 in
    gherkin) echo "Diagnostics Gherkin" ;;
    mustache) echo "Diagnostics JSON Mustache" ;;
    criteria) echo "Diagnostics ParallelWork FileSystem JSON CucumberExpressions A11yCriteria" ;;
    diff) echo "Diagnostics TextDiff" ;;
    *) echo "unknown fuzz target '$1' (targets: ${ALL_TARGETS[*]})" >&2; exit 2 ;;
  esac
}
entry() {
  case $1 in
    gherkin) echo "Fuzz/Targets/GherkinFuzz.swift Tests/GherkinTests/Support/Normalized.swift" ;;
    mustache) echo "Fuzz/Targets/MustacheFuzz.swift Sources/A11yGherkinCLI/Support/Value+JSON.swift" ;;
    criteria) echo "Fuzz/Targets/CriteriaFuzz.swift" ;;
    diff) echo "Fuzz/Targets/DiffFuzz.swift" ;;
  esac
}
max_len() {
  case $1 in
    criteria) echo 32768 ;;
    mustache) echo 4096 ;;
    *) echo 16384 ;;
  esac
}

for target in "${targets[@]}"; do modules "$target" >/dev/null; done

# MARK: - Build

build_flags=(-c release --scratch-path "$FUZZ_DIR" -Xswiftc -sanitize=fuzzer,address)
bin=$("$SWIFT" build "${build_flags[@]}" --show-bin-path)
link_flags=()
# lld when the toolchain has it: the system's gold linker warns about every ASan symbol.
if [ -x "$(dirname "$(command -v "$SWIFTC")")/ld.lld" ]; then link_flags+=(-use-ld=lld); fi
mkdir -p "$FUZZ_DIR/bin"
built=" "
for target in "${targets[@]}"; do
  objects=()
  for module in $(modules "$target"); do
    if [[ $built != *" $module "* ]]; then
      echo "== building $module for fuzzing"
      "$SWIFT" build "${build_flags[@]}" --target "$module" | grep -v '^\[' || true
      built+="$module "
    fi
    objects+=("$bin/$module.build"/*.o)
  done
  echo "== linking fuzz-$target"
  # shellcheck disable=SC2046
  "$SWIFTC" -parse-as-library -O -sanitize=fuzzer,address "${link_flags[@]}" \
    -module-name "Fuzz_$target" -I "$bin/Modules" \
    Fuzz/Support/*.swift $(entry "$target") "${objects[@]}" -o "$FUZZ_DIR/bin/fuzz-$target"
done
[ "${FUZZ_BUILD_ONLY:-0}" = 1 ] && exit 0

# MARK: - Seeds

if [ ! -d "$TESTDATA" ]; then
  echo "note: no conformance data at $TESTDATA; seeding from the repository's fixtures only"
fi
"$SWIFT" Scripts/fuzz-seeds.swift "$FUZZ_DIR/seeds" "$TESTDATA"

# MARK: - Run

# Let libFuzzer report a crash: the Swift runtime's backtracer would catch the signal first.
export SWIFT_BACKTRACE=enable=no
summary=()
status=0
for target in "${targets[@]}"; do
  corpus="$FUZZ_DIR/corpus/$target"
  artifacts="$FUZZ_DIR/artifacts/$target"
  log="$FUZZ_DIR/logs/$target.log"
  mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
  dict=()
  [ -f "Fuzz/Dictionaries/$target.dict" ] && dict=(-dict="Fuzz/Dictionaries/$target.dict")
  echo "== fuzzing $target for ${FUZZ_SECONDS}s (log: $log)"
  # shellcheck disable=SC2086
  if "$FUZZ_DIR/bin/fuzz-$target" "$corpus" "$FUZZ_DIR/seeds/$target" \
    -max_total_time="$FUZZ_SECONDS" -max_len="$(max_len "$target")" -timeout=10 \
    -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$artifacts/" "${dict[@]}" \
    ${FUZZ_FLAGS:-} >"$log" 2>&1; then
    result="no crash"
  else
    result="FOUND: $(grep -m1 -o "Test unit written to .*" "$log" || echo "see $log")"
    status=1
  fi
  runs=$(grep -o "stat::number_of_executed_units: *[0-9]*" "$log" | grep -o "[0-9]*$" | tail -1 || true)
  seconds=$(grep -o "Done [0-9]* runs in [0-9]* second" "$log" | grep -o "in [0-9]*" | tail -1 || true)
  summary+=("$(printf '%-9s %12s executions %8s s  corpus %6s  %s' "$target" "${runs:-?}" \
    "${seconds#in }" "$(find "$corpus" -type f | wc -l)" "$result")")
done

echo
echo "== fuzzing summary"
printf '%s\n' "${summary[@]}"
exit $status
