// widgetry-bench: measures Widgetry against the quality bars of PRODUCT.md §8.
//
//   swift run -c release widgetry-bench [--json] [--only GROUP[,GROUP...]]
//
// Each group adds its metrics to one report; `--json` prints them as one JSON object.
import Foundation
import WidgetRuntime

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print("""
    usage: widgetry-bench [--json] [--only GROUP[,GROUP...]]

    Groups: \(BenchGroup.all.map(\.name).joined(separator: ", "))
    Prints one line per metric, or with --json one JSON object of all metrics.
    Build it in release mode: swift run -c release widgetry-bench --json
    """)
    exit(0)
}
var only: Set<String>? = nil
if let i = arguments.firstIndex(of: "--only"), i + 1 < arguments.count {
    only = Set(arguments[i + 1].split(separator: ",").map(String.init))
}
let report = BenchReport()
for group in BenchGroup.all where only?.contains(group.name) ?? true {
    group.run(report)
}
if arguments.contains("--json") {
    print(report.json())
} else {
    for (key, value) in report.metrics.sorted(by: { $0.key < $1.key }) { print("\(key): \(value)") }
    for note in report.notes { print("note: \(note)") }
}
