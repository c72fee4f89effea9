import Foundation

/// `widgetry test --junit FILE`: the results as JUnit XML, which CI systems
/// read. One `<testsuite>` per widget file or project target, one `<testcase>`
/// per check, preview entry and test block; a failure's first line is its
/// message, the rest its text.
struct JUnitReport {
    struct Suite {
        var name: String
        var started: Date
        var cases: [Case] = []
    }

    struct Case {
        var name: String
        var seconds: Double
        /// Nil when the case passed.
        var failure: (message: String, text: String)?
    }

    private(set) var suites: [Suite] = []
    private var lastMark = Date()

    mutating func begin(_ name: String) {
        lastMark = Date()
        suites.append(Suite(name: name, started: lastMark))
    }

    mutating func record(_ name: String, failure: [String]?) {
        if suites.isEmpty { begin("widgetry") }
        let now = Date()
        let details = failure.map { lines in
            (message: lines.first.map { String($0.prefix { $0 != "\n" }) } ?? name, text: lines.joined(separator: "\n"))
        }
        suites[suites.count - 1].cases.append(Case(name: name, seconds: now.timeIntervalSince(lastMark), failure: details))
        lastMark = now
    }

    var xml: String {
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failures = suites.reduce(0) { $0 + $1.cases.filter { $0.failure != nil }.count }
        let total = suites.reduce(0.0) { $0 + $1.cases.reduce(0) { $0 + $1.seconds } }
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"widgetry test\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" time=\"\(Self.seconds(total))\">\n"
        for suite in suites {
            let suiteFailures = suite.cases.filter { $0.failure != nil }.count
            let time = suite.cases.reduce(0) { $0 + $1.seconds }
            text += "  <testsuite name=\"\(Self.escaped(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(suiteFailures)\" errors=\"0\""
            text += " time=\"\(Self.seconds(time))\" timestamp=\"\(ISO8601DateFormatter().string(from: suite.started))\">\n"
            for test in suite.cases {
                text += "    <testcase classname=\"\(Self.escaped(suite.name))\" name=\"\(Self.escaped(test.name))\" time=\"\(Self.seconds(test.seconds))\""
                if let failure = test.failure {
                    text += ">\n      <failure message=\"\(Self.escaped(failure.message))\">\(Self.escaped(failure.text))</failure>\n    </testcase>\n"
                } else {
                    text += "/>\n"
                }
            }
            text += "  </testsuite>\n"
        }
        return text + "</testsuites>\n"
    }

    static func seconds(_ value: Double) -> String { String(format: "%.3f", max(0, value)) }

    /// Text for XML: `&`, `<`, `>`, quotes escaped; characters XML 1.0 cannot hold (controls other than
    /// tab, line feed and carriage return) written as `�`.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && !(0xD800...0xDFFF).contains(value) && value != 0xFFFE && value != 0xFFFF
                result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return result
    }
}
