#!/usr/bin/env bash
# The Swift syntax corpus's list of known gaps: the files Widgetry does not
# handle yet (Tests/WidgetLanguageTests/SwiftSyntax/known-gaps.txt).
#
#   scripts/syntax-gaps.sh [swift test options...]   rewrite the list from a run of
#                                                    SwiftCompilerAgreementTests, then summarise it
#   scripts/syntax-gaps.sh --summary                 summarise the list as it is
#
# The summary groups the gaps by Widgetry's message (locations dropped, quoted
# text shown as '…'), most common first: the parser's to-do list.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
list=Tests/WidgetLanguageTests/SwiftSyntax/known-gaps.txt

if [[ "${1:-}" != "--summary" ]]; then
    # WIDGETRY_RECORD=1 makes the suite write the list instead of comparing with it.
    WIDGETRY_RECORD=1 swift test --filter SwiftCompilerAgreementTests "$@"
fi

gaps() { grep -v -e '^#' -e '^$' "$list" | grep "^$1/" || true; }
summarise() {
    sed -E 's/^[^ ]+  //; s/^[0-9]+:[0-9]+: //; s/\(range [^)]*\)//' | sort | uniq -c | sort -rn
}
echo "accepted files Widgetry refuses: $(gaps accepted | wc -l)"
gaps accepted | summarise
echo
echo "rejected files Widgetry misses: $(gaps rejected | wc -l)"
gaps rejected | summarise
if git rev-parse --git-dir >/dev/null 2>&1; then
    echo
    git --no-pager diff --stat -- "$list"
fi
