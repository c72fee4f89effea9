import Foundation
func run() {
    for id in ["en_US", "de_DE", "en_GB", "ja_JP", "fr"] {
        let l = Locale(identifier: id)
        print(id, l.currency?.identifier ?? "none", l.measurementSystem == .metric, l.measurementSystem == .us, l.measurementSystem == .uk, l.usesMetricSystem)
    }
}
