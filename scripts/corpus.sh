#!/usr/bin/env bash
# Runs widgetry over a folder of cloned apps (one app per subfolder) and prints
# one line per widget extension target and a total:
#
#   ok      APP  TARGET
#   FAIL    APP  TARGET  check: FIRST ERROR
#   FAIL    APP  TARGET  render: FIRST ERROR
#   none    APP  WHY (no widget extension, a project that cannot be read, no Swift)
#
# A folder without a project is checked and rendered as the one module it is.
#
#   N of M widget extension targets (in K apps) render with zero edits
#
# For each app it runs `widgetry targets APP --json`, then for each target
# `widgetry check PROJECT --target NAME` and, when that passes,
# `widgetry render PROJECT --target NAME --plain` (on a temporary store, at a
# fixed time). With --errors it then counts every error `check` reported, the
# names in quotes made '…', most common first: what to fix next.
#
#   scripts/corpus.sh CORPUS_DIR [--errors]
#   WIDGETRY=.build/release/widgetry scripts/corpus.sh ~/corpus
#
# The corpus is yours and stays out of the repository: clone apps into a folder
# and point this script at it.
set -u

corpus=${1:-}
if [ -z "$corpus" ] || [ ! -d "$corpus" ]; then
    echo "usage: scripts/corpus.sh CORPUS_DIR [--errors]" >&2
    exit 2
fi
errors=${2:-}
root=$(cd "$(dirname "$0")/.." && pwd)
widgetry=${WIDGETRY:-$root/.build/debug/widgetry}
if [ ! -x "$widgetry" ]; then
    echo "corpus.sh: $widgetry not found; run swift build (or set WIDGETRY)" >&2
    exit 2
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# The first error line of a command's stderr, without its file:line:col.
first_error() {
    grep -m1 -E '(: error: |^widgetry: )' "$1" | sed -E 's/^.*:[0-9]+:[0-9]+: error: //; s/^widgetry: //' | cut -c1-160
}

apps=0 targets=0 passed=0
: > "$scratch/all-errors"
for app in "$corpus"/*/; do
    app=${app%/}
    name=$(basename "$app")
    apps=$((apps + 1))
    timeout 300 "$widgetry" targets "$app" --json > "$scratch/targets.json" 2> "$scratch/targets.err"
    python3 - "$scratch/targets.json" > "$scratch/targets.tsv" <<'PY'
import json, sys
try:
    targets = json.load(open(sys.argv[1]))
except Exception:
    targets = []
for t in targets if isinstance(targets, list) else [targets]:
    if "project" in t:
        print(f"{t['project']}\t{t['target']}")
    elif "folder" in t:
        print(f"{t['folder']}\t")
PY
    if [ ! -s "$scratch/targets.tsv" ]; then
        why=$(head -1 "$scratch/targets.err" | sed 's/^widgetry: //' | cut -c1-160)
        printf 'none    %s  %s\n' "$name" "${why:-no widget extension target}"
        continue
    fi
    while IFS=$'\t' read -r project target; do
        targets=$((targets + 1))
        # A folder without a project is one module: no --target.
        select=(--target "$target")
        label=$target
        if [ -z "$target" ]; then select=(); label="(folder, no project)"; fi
        timeout 300 "$widgetry" check "$project" "${select[@]}" > /dev/null 2> "$scratch/check.err" < /dev/null
        status=$?
        grep -E ': error: ' "$scratch/check.err" | sed -E 's/^.*:[0-9]+:[0-9]+: error: //' >> "$scratch/all-errors"
        if [ $status -ne 0 ]; then
            printf 'FAIL    %s  %s  check: %s\n' "$name" "$label" "$(first_error "$scratch/check.err")"
            continue
        fi
        timeout 120 "$widgetry" render "$project" "${select[@]}" --plain --store "$scratch/store-$targets.sqlite" \
            --now 2026-01-01T09:00:00Z > /dev/null 2> "$scratch/render.err" < /dev/null
        if [ $? -ne 0 ]; then
            printf 'FAIL    %s  %s  render: %s\n' "$name" "$label" "$(first_error "$scratch/render.err")"
            continue
        fi
        passed=$((passed + 1))
        printf 'ok      %s  %s\n' "$name" "$label"
    done < "$scratch/targets.tsv"
done
echo
echo "$passed of $targets widget extension targets (in $apps apps) render with zero edits"

if [ "$errors" = "--errors" ]; then
    echo
    echo "errors reported by check, most common first:"
    sed -E "s/'[^']*'/'…'/g" "$scratch/all-errors" | sort | uniq -c | sort -rn | head -40
fi
