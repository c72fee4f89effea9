import Foundation
import Testing
@testable import WidgetRuntime
import WidgetSources

/// Foundation and standard library API as Swift computes it: measurements, durations,
/// string indices, partial ranges, set algebra, comparators, formatters, ProcessInfo.
/// Expected values come from Foundation itself where it runs here.
@Suite struct FoundationAPITests {
    typealias H = BuiltinHarness

    /// `line:column: message` of the run-time error a value fails with.
    static func located(_ value: String, statements: String = "") -> String {
        do {
            return "no error: " + (try H.evaluate(value, statements: statements))
        } catch let error as RuntimeError {
            return "\(error.range.start.line):\(error.range.start.column): \(error.message)"
        } catch let error as SessionError {
            return "\(error.range.map { "\($0.start.line):\($0.start.column)" } ?? "?"): \(error.message)"
        } catch {
            return "\(error)"
        }
    }

    @Test func measurementsConvertAsFoundationDoes() throws {
        let f = Measurement(value: 20, unit: UnitTemperature.celsius).converted(to: .fahrenheit).value
        #expect(try H.evaluate("Measurement(value: 20, unit: UnitTemperature.celsius).converted(to: .fahrenheit).value") == "\(f)")
        let miles = Measurement(value: 5, unit: UnitLength.kilometers).converted(to: .miles).value
        #expect(try H.evaluate("Measurement(value: 5, unit: UnitLength.kilometers).converted(to: UnitLength.miles).value") == "\(miles)")
        #expect(try H.evaluate("Measurement(value: 90, unit: UnitDuration.minutes).converted(to: .hours).value") == "1.5")
        // Apple's documented examples of Measurement.FormatStyle.
        let temperature = "let t = Measurement(value: 36.8, unit: UnitTemperature.celsius)"
        #expect(try H.evaluate("t.formatted()", statements: temperature) == "98°F")
        #expect(try H.evaluate("t.formatted(.measurement(width: .abbreviated, usage: .asProvided))", statements: temperature) == "36.8°C")
        #expect(try H.evaluate("Measurement(value: 38, unit: UnitTemperature.celsius).formatted()", locale: "fr_FR") == "38°C")
        #expect(try H.evaluate("Measurement(value: 38, unit: UnitTemperature.celsius).formatted(.measurement(width: .wide))") == "100 degrees Fahrenheit")
        #expect(try H.evaluate("Measurement(value: 1000, unit: UnitLength.kilometers).formatted(.measurement(width: .narrow, usage: .asProvided, numberFormatStyle: .number))")
                == "1,000km")
        #expect(try H.evaluate("Measurement(value: 5, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated, usage: .asProvided))") == "5 km")
        // Without `usage:`, the number's style still applies (2.5 km is 1.553 mi).
        #expect(try H.evaluate("Measurement(value: 2.5, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated, numberFormatStyle: .number.precision(.fractionLength(1))))")
                == "1.6 mi")
        #expect(try H.evaluate("Measurement(value: 5, unit: UnitLength.kilometers).unit.symbol") == "km")
        // MeasurementFormatter writes the locale's preferred unit unless told .providedUnit.
        #expect(try H.evaluate("MeasurementFormatter().string(from: Measurement(value: 20, unit: UnitTemperature.celsius))") == "68°F")
        #expect(try H.evaluate("MeasurementFormatter().string(from: Measurement(value: 20, unit: UnitTemperature.celsius))", locale: "de_DE") == "20°C")
        #expect(try H.evaluate("f.string(from: Measurement(value: 5, unit: UnitLength.kilometers))",
                               statements: "let f = MeasurementFormatter()\nf.unitOptions = .providedUnit") == "5 km")
        // A class, as Foundation's: its number formatter's digits apply, and a second name for it changes the one formatter.
        #expect(try H.evaluate("f.string(from: Measurement(value: 12.345, unit: UnitLength.kilometers))",
                               statements: "let f = MeasurementFormatter()\nf.unitOptions = .providedUnit\nf.numberFormatter.maximumFractionDigits = 1\nlet g = f\ng.unitStyle = .long")
                == "12.3 kilometers")
    }

    @Test func aMeasurementOfTheWrongKindIsALocatedError() {
        let errors = H.errors(H.source(statements: "", value: "Measurement(value: \"hot\", unit: UnitTemperature.celsius)"))
        #expect(errors == ["6:41: cannot use a value of type String as Double for 'value:' of 'Measurement'"], "\(errors)")
        #expect(Self.located("Measurement(value: 5, unit: UnitLength.kilometers).converted(to: UnitTemperature.celsius)")
                == "6:22: converted(to:) takes a unit of the same kind (UnitLength)")
    }

    @Test func durationsFormatAsFoundationDoes() throws {
        #expect(try H.evaluate("Duration.seconds(90).formatted()") == Duration.seconds(90).formatted())
        #expect(try H.evaluate("Duration.seconds(90).formatted(.time(pattern: .minuteSecond))") == "1:30")
        #expect(try H.evaluate("Duration.seconds(3725).formatted(.time(pattern: .hourMinute))") == "1:02")
        #expect(try H.evaluate("Duration.seconds(3725).formatted(.units(allowed: [.hours, .minutes], width: .wide))")
                == Duration.seconds(3725).formatted(.units(allowed: [.hours, .minutes], width: .wide)))
        #expect(try H.evaluate("Duration.milliseconds(1500)") == "\(Duration.milliseconds(1500))")
        #expect(try H.evaluate("Duration.seconds(90) + .seconds(30)") == "\(Duration.seconds(90) + .seconds(30))")
        let errors = H.errors(H.source(statements: "", value: "Duration.seconds(\"90\")"))
        #expect(errors == ["6:39: cannot use a value of type String as Double for '_:' of 'seconds'"], "\(errors)")
    }

    @Test func stringIndicesAreCharacterOffsetsEveryOperationAgreesOn() throws {
        let text = "let text = \"Héllo, World\""
        #expect(try H.evaluate("text[text.index(text.startIndex, offsetBy: 1)]", statements: text) == "é")
        #expect(try H.evaluate("text.distance(from: text.startIndex, to: text.endIndex)", statements: text) == "12")
        #expect(try H.evaluate("text[text.index(before: text.endIndex)]", statements: text) == "d")
        #expect(try H.evaluate("String(text[text.startIndex..<text.index(text.startIndex, offsetBy: 5)])", statements: text) == "Héllo")
        #expect(try H.evaluate("text[text.range(of: \"World\")!]", statements: text) == "World")
        #expect(try H.evaluate("text[..<text.range(of: \",\")!.lowerBound]", statements: text) == "Héllo")
        #expect(try H.evaluate("text.range(of: \"world\", options: .caseInsensitive) != nil", statements: text) == "true")
        #expect(try H.evaluate("text.range(of: \"xyz\") == nil", statements: text) == "true")
        #expect(try H.evaluate("text[text.firstIndex(of: \"W\")!...]", statements: text) == "World")
        #expect(Self.located("text.index(text.startIndex, offsetBy: 40)", statements: text)
                == "6:22: string index 40 is out of bounds (the string has 12 characters)")
    }

    @Test func partialRangesSubscriptAsInSwift() throws {
        let xs = "let xs = [3, 1, 4, 1, 5]"
        #expect(try H.evaluate("xs[2...]", statements: xs) == "[4, 1, 5]")
        #expect(try H.evaluate("xs[..<2]", statements: xs) == "[3, 1]")
        #expect(try H.evaluate("xs[...1]", statements: xs) == "[3, 1]")
        #expect(try H.evaluate("\"Hello\"[1...]") == "ello")
        #expect(Self.located("xs[6...]", statements: xs) == "6:25: the range 6..<5 is out of bounds (count 5)")
    }

    @Test func setAlgebraSplitAndPartitionAsSwift() throws {
        #expect(try H.evaluate("Set([1, 2, 3]).union([3, 4]).sorted()") == "[1, 2, 3, 4]")
        #expect(try H.evaluate("Set([1, 2, 3]).intersection([2, 3, 4]).sorted()") == "[2, 3]")
        #expect(try H.evaluate("Set([1, 2, 3]).subtracting([2]).sorted()") == "[1, 3]")
        #expect(try H.evaluate("Set([1, 2, 3]).symmetricDifference([3, 4]).sorted()") == "[1, 2, 4]")
        #expect(try H.evaluate("Set([1, 2]).isSubset(of: [1, 2, 3])") == "true")
        #expect(try H.evaluate("Set([1, 2]).isDisjoint(with: [2])") == "false")
        #expect(try H.evaluate("s.count", statements: "var s = Set([1, 2])\ns.insert(2)\ns.insert(3)") == "3")
        #expect(try H.evaluate("[1, 2, 0, 3, 0, 0, 4].split(separator: 0)") == "\([1, 2, 0, 3, 0, 0, 4].split(separator: 0).map(Array.init))")
        #expect(try H.evaluate("[1, 2, 3, 4].split(whereSeparator: { $0 % 2 == 0 })") == "[[1], [3]]")
        var swift = [5, 1, 8, 2, 9, 3]
        let pivot = swift.partition(by: { $0 > 4 })
        #expect(try H.evaluate("\"\\(p) \\(xs)\"", statements: "var xs = [5, 1, 8, 2, 9, 3]\nlet p = xs.partition(by: { $0 > 4 })") == "\(pivot) \(swift)")
    }

    @Test func setAlgebraOnHugeSetsStopsAtTheStepBudget() {
        let start = Date()
        // The step budget or the time limit, whichever a loaded machine meets first.
        let failure = Self.located("Array(0..<200000).union(Array(200000..<400000)).count")
        #expect(failure.hasPrefix("6:22: evaluation ") && failure.hasSuffix("is there an endless loop here?"), "\(failure)")
        let set = Self.located("Set(Array(0..<300000)).count")
        #expect(set.hasPrefix("6:22: evaluation ") && set.hasSuffix("is there an endless loop here?"), "\(set)")
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func comparatorsSortAsFoundation() throws {
        let words = "let words = [\"pear\", \"fig\", \"apple\", \"kiwi\"]"
        #expect(try H.evaluate("words.sorted(using: KeyPathComparator(\\.count))", statements: words) == "[\"fig\", \"pear\", \"kiwi\", \"apple\"]")
        #expect(try H.evaluate("words.sorted(using: [KeyPathComparator(\\.count, order: .reverse), KeyPathComparator(\\.self)])", statements: words)
                == "[\"apple\", \"kiwi\", \"pear\", \"fig\"]")
        #expect(try H.evaluate("words.sorted(using: SortDescriptor(\\.self, order: .reverse))", statements: words) == "[\"pear\", \"kiwi\", \"fig\", \"apple\"]")
        #expect(try H.evaluate("w", statements: "var w = [\"b\", \"a\"]\nw.sort(using: KeyPathComparator(\\.self))") == "[\"a\", \"b\"]")
    }

    @Test func formattersAsFoundationWritesThem() throws {
        #expect(try H.evaluate("NumberFormatter.localizedString(from: 1234.5, number: .decimal)") == "1,234.5")
        #expect(try H.evaluate("NumberFormatter.localizedString(from: 0.25, number: .percent)") == "25%")
        let march = try #require(ISO8601.parse("2025-03-01T15:04:00Z"))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = try #require(TimeZone(identifier: "UTC"))
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        #expect(try H.evaluate("DateFormatter.localizedString(from: now, dateStyle: .medium, timeStyle: .short)", now: "2025-03-01T15:04:00Z")
                == formatter.string(from: march))
        #expect(try H.evaluate("ByteCountFormatter.string(fromByteCount: 1_500_000, countStyle: .file)")
                == ByteCountFormatter.string(fromByteCount: 1_500_000, countStyle: .file))
        #expect(try H.evaluate("1500000.formatted(.byteCount(style: .memory))") == Int64(1_500_000).formatted(.byteCount(style: .memory)))
        #expect(try H.evaluate("1234567.formatted(.number.notation(.compactName))") == "1.2M")
        #expect(try H.evaluate("[\"a\", \"b\", \"c\"].formatted(.list(type: .or))") == "a, b, or c")
        #expect(try H.evaluate("[\"a\", \"b\", \"c\"].formatted()") == "a, b, and c")
        #expect(try H.evaluate("ListFormatter.localizedString(byJoining: [\"a\", \"b\"])") == "a and b")
        formatter.dateStyle = .none
        #expect(try H.evaluate("now.formatted(Date.FormatStyle().hour().minute())", now: "2025-03-01T15:04:00Z") == formatter.string(from: march))
        #expect(try H.evaluate("now.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted))") == "Mar 1, 2025")
        let errors = H.errors(H.source(statements: "", value: "ByteCountFormatter.string(fromByteCount: \"big\", countStyle: .file)"))
        #expect(errors == ["6:63: cannot use a value of type String as Int for 'fromByteCount:' of 'string'"], "\(errors)")
    }

    @Test func collectionsBuiltAsSwiftBuildsThem() throws {
        let words = "let words = [\"b\", \"a\", \"b\"]"
        #expect(try H.evaluate("words.reduce(into: [String: Int]()) { counts, w in counts[w, default: 0] += 1 }", statements: words) == "[\"b\": 2, \"a\": 1]")
        #expect(try H.evaluate("[1, 2, 3].reduce(into: 0) { total, x in total += x * x }") == "14")
        #expect(try H.evaluate("Dictionary(uniqueKeysWithValues: zip([\"a\", \"b\"], [1, 2]))") == "[\"a\": 1, \"b\": 2]")
        #expect(try H.evaluate("Dictionary(words.map { ($0, 1) }, uniquingKeysWith: +)", statements: words) == "[\"b\": 2, \"a\": 1]")
        #expect(Self.located("Dictionary(uniqueKeysWithValues: words.map { ($0, 1) })", statements: words)
                == "6:22: Dictionary(uniqueKeysWithValues:) found the key 'b' twice")
        #expect(try H.evaluate("[String: Int]().isEmpty && [Int]().isEmpty && Set<Int>().isEmpty && Array<Int>().isEmpty") == "true")
        #expect(try H.evaluate("[3, 1].description + \"Hello\".prefix(while: { $0 != \"l\" })") == "[3, 1]He")
        #expect(try H.evaluate("[\"a\": 1].first!.key") == "a")
        // `$0[$1, default: 0] += 1` changes `$0`, the accumulator, in place.
        #expect(try H.evaluate("words.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }", statements: words) == "[\"b\": 2, \"a\": 1]")
        // A `let` parameter of another closure is still a constant.
        let errors = H.errors(H.source(statements: "", value: "[1, 2].reduce(0) { total, x in total += x; return total }"))
        #expect(errors.first?.hasPrefix("6:53: cannot assign to 'total': it is a 'let' constant") == true, "\(errors)")
    }

    @Test func hoursWithoutDayPeriodsAndInTwoDigits() throws {
        let at = "2025-03-01T07:05:00Z"
        #expect(try H.evaluate("now.formatted(.dateTime.hour(.twoDigits(amPM: .omitted)).minute(.twoDigits))", now: at) == "07:05")
        #expect(try H.evaluate("now.formatted(.dateTime.hour(.defaultDigits(amPM: .omitted)).minute())", now: at) == "7:05")
    }

    @Test func characterSetsAsFoundationHasThem() throws {
        #expect(try H.evaluate("\"Hello, World\".components(separatedBy: .whitespaces)") == "[\"Hello,\", \"World\"]")
        #expect(try H.evaluate("\"--x--\".trimmingCharacters(in: CharacterSet(charactersIn: \"-\"))") == "x")
        #expect(try H.evaluate("\"!hi?\".trimmingCharacters(in: .punctuationCharacters)") == "hi")
        #expect(try H.evaluate("\"a1b2\".components(separatedBy: CharacterSet.decimalDigits.inverted).joined()") == "12")
        #expect(try H.evaluate("CharacterSet.letters.contains(\"a\")") == "true")
        let errors = H.errors(H.source(statements: "", value: "\" x \".trimmingCharacters(in: .whitespace)"))
        #expect(errors == ["6:51: 'CharacterSet' has no member '.whitespace'; did you mean '.whitespaces'?"], "\(errors)")
    }

    @Test func dateComponentsFormatterAsCountdownsUseIt() throws {
        #expect(try H.evaluate("DateComponentsFormatter().string(from: 3725) ?? \"\"") == "1:02:05")
        #expect(try H.evaluate("DateComponentsFormatter().string(from: 125) ?? \"\"") == "2:05")
        #expect(try H.evaluate("f.string(from: 65) ?? \"\"",
                               statements: "let f = DateComponentsFormatter()\nf.allowedUnits = [.minute, .second]\nf.zeroFormattingBehavior = .pad") == "01:05")
        // `zeroFormattingBehavior` is an option set, given as one option or as a set of them.
        #expect(try H.evaluate("f.string(from: 65) ?? \"\"",
                               statements: "let f = DateComponentsFormatter()\nf.allowedUnits = [.minute, .second]\nf.zeroFormattingBehavior = [.pad]") == "01:05")
        #expect(try H.evaluate("f.string(from: 3725) ?? \"\"", statements: "let f = DateComponentsFormatter()\nf.unitsStyle = .abbreviated") == "1h 2m 5s")
        #expect(try H.evaluate("f.string(from: 3725) ?? \"\"",
                               statements: "let f = DateComponentsFormatter()\nf.unitsStyle = .full\nf.allowedUnits = [.hour, .minute]") == "1 hour, 2 minutes")
        let errors = H.errors(H.source(statements: "let f = DateComponentsFormatter()\nf.unitsStyle = .tiny", value: "1"))
        #expect(errors.first?.hasPrefix("6:16: ") == true && errors.first?.contains("tiny") == true, "\(errors)")
    }

    /// The C library's functions qualified by its module, as Apple's systems (`Darwin.round`) and Linux (`Glibc.floor`) name it.
    @Test func cLibraryFunctionsQualifiedByTheirModule() {
        let outcome = SwiftProgram.run(source: """
            import Foundation
            extension Double {
                func round(toPlaces places: Int) -> Double {
                    let multiplier = pow(10, Double(places))
                    return Darwin.round(self * multiplier) / multiplier
                }
            }
            func run() {
                print(2.345.round(toPlaces: 1), Glibc.floor(2.7) + Darwin.pow(2, 3))
            }

            """, fileName: "Rounding")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "2.3 10.0\n", "\(outcome.output)")
    }

    /// `string(from: DateComponents)`: the components in their own units when no units are allowed ("5 days"), else
    /// in the allowed ones (a day and two hours as "26h"); a number is still a number of seconds.
    @Test func dateComponentsFormatterFormatsComponents() throws {
        let full = "let f = DateComponentsFormatter()\nf.unitsStyle = .full"
        #expect(try H.evaluate("f.string(from: DateComponents(day: 5)) ?? \"\"", statements: full) == "5 days")
        #expect(try H.evaluate("f.string(from: DateComponents(hour: 1, minute: 30)) ?? \"\"", statements: full) == "1 hour, 30 minutes")
        #expect(try H.evaluate("f.string(from: 3700) ?? \"\"", statements: full) == "1 hour, 1 minute, 40 seconds")
        #expect(try H.evaluate("f.string(from: DateComponents(day: 1, hour: 2)) ?? \"\"",
                               statements: "let f = DateComponentsFormatter()\nf.allowedUnits = [.hour, .minute]\nf.unitsStyle = .abbreviated") == "26h")
        // The class's `localizedString(from:unitsStyle:)`: a formatter of that style, the components in their own units.
        #expect(try H.evaluate("DateComponentsFormatter.localizedString(from: DateComponents(hour: 1, minute: 30), unitsStyle: .short) ?? \"\"")
                == "1 hr, 30 min")
        #expect(try H.evaluate("DateComponentsFormatter.localizedString(from: DateComponents(minute: 5), unitsStyle: .full) ?? \"\"") == "5 minutes")
        let errors = H.errors(H.source(statements: "let f = DateComponentsFormatter()", value: "f.string(from: \"soon\") ?? \"\""))
        #expect(errors.first?.contains("cannot use a value of type String as Double for 'from:' of 'string'") == true, "\(errors)")
    }

    @Test func localePartsFromFoundation() throws {
        #expect(try H.evaluate("Locale.current.language.languageCode?.identifier ?? \"\"", locale: "fr_CA") == "fr")
        #expect(try H.evaluate("Locale.current.region?.identifier ?? \"\"", locale: "fr_CA") == "CA")
        #expect(try H.evaluate("Locale(identifier: \"de_DE\").regionCode ?? \"\"") == "DE")
        let errors = H.errors(H.source(statements: "", value: "Locale.current.language.script"))
        #expect(errors.first?.hasPrefix("6:46: value of type Locale.Language has no member 'script'") == true, "\(errors)")
    }

    @Test func optionalsWrittenAsSwiftWritesThem() throws {
        #expect(try H.evaluate("Optional(3).map { $0 + 1 } ?? 0") == "4")
        #expect(try H.evaluate("Int?.none ?? 7") == "7")
    }

    @Test func processInfoDoesNotShowTheHostEnvironment() throws {
        // PATH is set in the host's environment (tests run processes by it), and not shown.
        #expect(ProcessInfo.processInfo.environment["PATH"] != nil)
        #expect(try H.evaluate("ProcessInfo.processInfo.environment[\"PATH\"] ?? \"none\"") == "none")
        #expect(try H.evaluate("ProcessInfo.processInfo.environment.count") == "0")
        #expect(try H.evaluate("ProcessInfo.processInfo.isLowPowerModeEnabled") == "false")
        // The newest system, as `#available(…)` is true.
        #expect(try H.evaluate("ProcessInfo.processInfo.isOperatingSystemAtLeast(OperatingSystemVersion(majorVersion: 17, minorVersion: 4, patchVersion: 0))") == "true")
        #expect(try H.evaluate("OperatingSystemVersion(majorVersion: 17, minorVersion: 4, patchVersion: 1).minorVersion") == "4")
        #expect(try H.evaluate("ProcessInfo.processInfo.thermalState == .nominal") == "true")
        #expect(try H.evaluate("ProcessInfo.processInfo.processName") == "widgetry")
    }

    /// `URLError.Code(rawValue:)` as Apple's Foundation has it (not failable): the code with that number, or an
    /// unknown code that keeps a number no code has (an HTTP status, say).
    @Test func urlErrorCodesFromTheirNumbers() throws {
        #expect(try H.evaluate("URLError.Code(rawValue: -1001) == .timedOut") == "true")
        #expect(try H.evaluate("URLError.Code(rawValue: -1009).rawValue") == "-1009")
        #expect(try H.evaluate("URLError.Code(rawValue: 404).rawValue") == "404")
        #expect(try H.evaluate("URLError.Code(rawValue: 404) == .badServerResponse") == "false")
        #expect(Self.located("try URLError.Code(rawValue: 1).rawValue", statements: "throw URLError(URLError.Code(rawValue: -1011))")
                    .contains("URLError(.badServerResponse)"))
    }
}
