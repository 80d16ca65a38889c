#!/bin/sh
# Regenerates the expected .diff files with GNU diff. The tests compare LineDiff's output with
# them, and with a live `diff -u` run when one is installed.
cd "$(dirname "$0")" || exit 2
for old in *.old; do
  name=${old%.old}
  diff -u --label "a/$name" --label "b/$name" "$name.old" "$name.new" > "$name.diff"
done
exit 0
