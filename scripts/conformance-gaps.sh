#!/usr/bin/env bash
# The conformance suite's exceptions: the programs Widgetry does not run as swiftc
# does, listed per chapter in Tests/WidgetRuntimeTests/Conformance/<chapter>/exceptions.txt
# (docs/conformance.md).
#
#   scripts/conformance-gaps.sh [chapter...]      rewrite the exceptions files (of every chapter,
#                                                 or of those named) from a run of ConformanceTests,
#                                                 then summarise them
#   scripts/conformance-gaps.sh --summary         summarise the files as they are
#
# The summary gives each chapter's programs, passing programs and exceptions, then
# the reasons, most common first (locations dropped, quoted text shown as '…'):
# the interpreter's to-do list.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
suite=Tests/WidgetRuntimeTests/Conformance

if [[ "${1:-}" != "--summary" ]]; then
    chapters=$(IFS=,; echo "$*")
    # WIDGETRY_RECORD=1 makes the suite write the lists instead of comparing with them;
    # WIDGETRY_CONFORMANCE picks the chapters (all when empty).
    WIDGETRY_RECORD=1 WIDGETRY_CONFORMANCE="$chapters" swift test --filter ConformanceTests \
        | grep -E '^Conformance chapter|✘' || true
    echo
fi

exceptions() { [[ -f "$1/exceptions.txt" ]] && grep -v -e '^#' -e '^[[:space:]]*$' "$1/exceptions.txt" || true; }
total_programs=0 total_exceptions=0
printf '%-32s %8s %8s %10s\n' chapter programs passing exceptions
for folder in "$suite"/*/; do
    chapter=$(basename "$folder")
    programs=$(find "$folder" -maxdepth 1 -name '*.swift' | wc -l)
    listed=$(exceptions "$folder" | wc -l)
    printf '%-32s %8d %8d %10d\n' "$chapter" "$programs" $((programs - listed)) "$listed"
    total_programs=$((total_programs + programs)) total_exceptions=$((total_exceptions + listed))
done
printf '%-32s %8d %8d %10d\n' total "$total_programs" $((total_programs - total_exceptions)) "$total_exceptions"
echo
echo "reasons:"
for folder in "$suite"/*/; do exceptions "$folder"; done \
    | sed -E 's/^[^:]+: //; s/^[0-9]+:[0-9]+: //; s/"([^"\\]|\\.)*"/"…"/g; s/'"'"'[^'"'"']*'"'"'/'"'…'"'/g' \
    | sed -E 's/^(output differs): line [0-9]+:.*/\1/' | sort | uniq -c | sort -rn
if git rev-parse --git-dir >/dev/null 2>&1; then
    echo
    git --no-pager diff --stat -- "$suite"
fi
