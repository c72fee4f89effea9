#!/usr/bin/env bash
# Builds a libFuzzer target and runs it.
#
#   fuzz/run.sh [--target parser|swift|json|image] SECONDS [extra libFuzzer options...]
#
# parser (the default): the widget front end on .widget text,
#   fuzz/ParserFuzzer.swift with fuzz/WidgetInput.swift. The corpus lives in
#   fuzz/corpus-run (seeded with widgets/*.widget, the diagnostic test cases
#   and the saved regressions); dictionary widget.dict.
# swift: the same front end and checks on .swift text, fuzz/ParserFuzzer.swift
#   with fuzz/SwiftInput.swift. The corpus lives in fuzz/corpus-swift (seeded
#   with the Swift syntax corpus, Tests/WidgetLanguageTests/SwiftSyntax, and
#   widgets/swift/); dictionary swift.dict.
# json: JSON decoding, fuzz/JSONFuzzer.swift with the checks in
#   Tests/WidgetRuntimeTests/JSONDecodingCheck.swift. The corpus lives in
#   fuzz/corpus-json (seeded with widgets/data/*.json, every *.json under
#   Tests/ and fuzz/json-seeds/*.json); dictionary json.dict.
# image: PNG and JPEG decoding and drawing, fuzz/ImageFuzzer.swift. The
#   corpus lives in fuzz/corpus-image (seeded with the test images in
#   Tests/widgetryTests/Fixtures/images); dictionary image.dict.
#
# The modules (WidgetLanguage, WidgetRender, WidgetImages, WidgetStore, WidgetSources, WidgetRuntime) are
# compiled straight from Sources/ with swiftc, instrumented for libFuzzer and
# AddressSanitizer, into fuzz/out/build, and shared by all targets. Crashes,
# timeouts and slow inputs are written to fuzz/out/artifacts (the names of the
# swift, json and image targets' start with swift-, json- and image-). fuzz/out
# and the corpus directories are ignored by git.
set -euo pipefail

usage="usage: fuzz/run.sh [--target parser|swift|json|image] SECONDS [libFuzzer options...]"
target=parser
if [[ "${1:-}" == "--target" ]]; then
    target="${2:?$usage}"
    shift 2
fi
seconds="${1:?$usage}"
shift
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
build="fuzz/out/build"

case "$target" in
parser)
    binary="$build/widget-fuzzer"
    artifacts="fuzz/out/artifacts/"
    corpus="fuzz/corpus-run"
    dict="fuzz/widget.dict"
    fuzzer_sources=(fuzz/ParserFuzzer.swift fuzz/WidgetInput.swift fuzz/FuzzSupport.swift)
    seeds=(widgets/*.widget Tests/*/Diagnostics/*.widget Tests/WidgetRuntimeTests/FuzzRegressions/*.widget)
    ;;
swift)
    binary="$build/swift-fuzzer"
    artifacts="fuzz/out/artifacts/swift-"
    corpus="fuzz/corpus-swift"
    dict="fuzz/swift.dict"
    fuzzer_sources=(fuzz/ParserFuzzer.swift fuzz/SwiftInput.swift fuzz/FuzzSupport.swift)
    mapfile -t seeds < <(find Tests/WidgetLanguageTests/SwiftSyntax widgets/swift -name '*.swift' | sort)
    ;;
json)
    binary="$build/json-fuzzer"
    artifacts="fuzz/out/artifacts/json-"
    corpus="fuzz/corpus-json"
    dict="fuzz/json.dict"
    fuzzer_sources=(fuzz/JSONFuzzer.swift fuzz/FuzzSupport.swift Tests/WidgetRuntimeTests/JSONDecodingCheck.swift)
    mapfile -t seeds < <(ls widgets/data/*.json 2>/dev/null; find Tests -name '*.json' | sort; ls fuzz/json-seeds/*.json 2>/dev/null)
    ;;
image)
    binary="$build/image-fuzzer"
    artifacts="fuzz/out/artifacts/image-"
    corpus="fuzz/corpus-image"
    dict="fuzz/image.dict"
    fuzzer_sources=(fuzz/ImageFuzzer.swift fuzz/FuzzSupport.swift)
    mapfile -t seeds < <(find Tests/widgetryTests/Fixtures/images -name '*.png' -o -name '*.jpg' -o -name '*.gif' | sort)
    max_len=65536
    ;;
*)
    echo "fuzz: unknown target '$target'; $usage" >&2
    exit 2
    ;;
esac
mkdir -p "$build" fuzz/out/artifacts "$corpus"

# `-assert-config Debug` keeps debug preconditions (such as buffer-pointer bounds) in the optimised build.
flags=(-O -assert-config Debug -g -parse-as-library -sanitize=fuzzer,address -I "$build" -I Sources/CSQLite -I Sources/CPNG -I Sources/CPostgres -I Sources/CJPEG/include)

# The modules are rebuilt when any source is newer than the last module build,
# the fuzzer when the modules or its own sources are newer than it.
modules=(TerminalSafety WidgetLanguage WidgetRender WidgetImages WidgetStore WidgetSources WidgetRuntime)
stamp="$build/modules.stamp"
if [[ ! -f "$stamp" ]] || [[ -n "$(find Sources -name '*.swift' -newer "$stamp" -print -quit)" ]]; then
    for module in "${modules[@]}"; do
        echo "fuzz: compiling $module" >&2
        mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
        swiftc "${flags[@]}" -module-name "$module" -wmo -emit-module -emit-module-path "$build/$module.swiftmodule" \
            -emit-object -o "$build/$module.o" "${sources[@]}"
    done
    touch "$stamp"
fi
if [[ ! -x "$binary" ]] || [[ "$stamp" -nt "$binary" ]] || [[ -n "$(find "${fuzzer_sources[@]}" -newer "$binary" -print -quit)" ]]; then
    echo "fuzz: linking $binary" >&2
    # The C target that catches libjpeg's longjmp errors (see docs/render.md).
    clang -O2 -g -fsanitize=fuzzer-no-link,address -I Sources/CJPEG/include -c Sources/CJPEG/cjpeg.c -o "$build/cjpeg.o"
    objects=("$build/cjpeg.o")
    for module in "${modules[@]}"; do objects+=("$build/$module.o"); done
    swiftc "${flags[@]}" -module-name WidgetFuzzer "${fuzzer_sources[@]}" "${objects[@]}" \
        -lsqlite3 -lpng16 -ljpeg -use-ld=lld -o "$binary"
fi

# Seed corpus (copied once; libFuzzer adds to it).
for seed in "${seeds[@]}"; do
    [[ -f "$seed" ]] || continue
    name="seed-$(basename "$(dirname "$seed")")-$(basename "$seed")"
    [[ -f "$corpus/$name" ]] || cp "$seed" "$corpus/$name"
done

# Swift's own crash backtracer would fight AddressSanitizer over a crash report.
export SWIFT_BACKTRACE=enable=no
exec "$binary" "$corpus" -dict="$dict" -max_total_time="$seconds" -max_len="${max_len:-16384}" -timeout=5 \
    -rss_limit_mb=3072 -artifact_prefix="$artifacts" -print_final_stats=1 "$@"
