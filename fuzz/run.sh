#!/usr/bin/env bash
# Builds the libFuzzer target for the widget front end and runs it.
#
#   fuzz/run.sh SECONDS [extra libFuzzer options...]
#
# The modules (WidgetLanguage, WidgetRender, WidgetStore, WidgetRuntime) are
# compiled straight from Sources/ with swiftc, instrumented for libFuzzer and
# AddressSanitizer, into fuzz/out/build; fuzz/ParserFuzzer.swift is the entry
# point. The corpus lives in fuzz/corpus-run (seeded with widgets/*.widget and
# the diagnostic test cases); crashes, timeouts and slow inputs are written to
# fuzz/out/artifacts. Both directories are ignored by git.
set -euo pipefail

seconds="${1:?usage: fuzz/run.sh SECONDS [libFuzzer options...]}"
shift
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
build="fuzz/out/build"
artifacts="fuzz/out/artifacts/"
corpus="fuzz/corpus-run"
binary="$build/widget-fuzzer"
mkdir -p "$build" "$artifacts" "$corpus"

# `-assert-config Debug` keeps debug preconditions (such as buffer-pointer bounds) in the optimised build.
flags=(-O -assert-config Debug -g -parse-as-library -sanitize=fuzzer,address -I "$build" -I Sources/CSQLite)

# Rebuild when any source is newer than the fuzzer.
needs_build=1
if [[ -x "$binary" ]] && [[ -z "$(find Sources fuzz/ParserFuzzer.swift -name '*.swift' -newer "$binary" -print -quit)" ]]; then
    needs_build=0
fi
if [[ $needs_build == 1 ]]; then
    objects=()
    for module in WidgetLanguage WidgetRender WidgetStore WidgetRuntime; do
        echo "fuzz: compiling $module" >&2
        mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
        swiftc "${flags[@]}" -module-name "$module" -wmo -emit-module -emit-module-path "$build/$module.swiftmodule" \
            -emit-object -o "$build/$module.o" "${sources[@]}"
        objects+=("$build/$module.o")
    done
    echo "fuzz: linking $binary" >&2
    swiftc "${flags[@]}" -module-name WidgetFuzzer fuzz/ParserFuzzer.swift "${objects[@]}" \
        -lsqlite3 -use-ld=lld -o "$binary"
fi

# Seed corpus: the widgets and every diagnostic test case (copied once; libFuzzer adds to it).
for seed in widgets/*.widget Tests/*/Diagnostics/*.widget Tests/WidgetRuntimeTests/FuzzRegressions/*.widget; do
    [[ -f "$seed" ]] || continue
    name="seed-$(basename "$(dirname "$seed")")-$(basename "$seed")"
    [[ -f "$corpus/$name" ]] || cp "$seed" "$corpus/$name"
done

# Swift's own crash backtracer would fight AddressSanitizer over a crash report.
export SWIFT_BACKTRACE=enable=no
exec "$binary" "$corpus" -dict=fuzz/widget.dict -max_total_time="$seconds" -max_len=16384 -timeout=5 \
    -rss_limit_mb=3072 -artifact_prefix="$artifacts" -print_final_stats=1 "$@"
