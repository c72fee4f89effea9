/// The Foundation and standard library expressions a widget's code calls (the probe lists
/// of issue 17, grown with what weather, fitness and countdown widgets use), each real Swift.
/// `FoundationProbeTests` checks every one in a Swift widget and runs it.
enum FoundationProbeList {
    static let expressions: [String] = #"""
now.formatted(date: .abbreviated, time: .shortened)
now.formatted(.dateTime.weekday(.wide))
now.formatted(.dateTime.month(.abbreviated).day())
now.formatted(.relative(presentation: .named))
now.formatted(.iso8601)
now.formatted(Date.FormatStyle().hour().minute())
now.formatted(date: .omitted, time: .standard)
Date.now.timeIntervalSince1970
now.timeIntervalSinceNow
now.distance(to: now.addingTimeInterval(5))
now.advanced(by: 60)
now.description
Calendar.current.component(.hour, from: now)
Calendar.current.dateComponents([.hour, .minute], from: now).hour ?? 0
Calendar.current.isDate(now, inSameDayAs: now)
Calendar.current.startOfDay(for: now)
Calendar.current.date(bySettingHour: 9, minute: 0, second: 0, of: now)!
Calendar.current.dateInterval(of: .weekOfYear, for: now)?.start
Calendar.current.nextDate(after: now, matching: DateComponents(hour: 9), matchingPolicy: .nextTime)
Calendar.current.weekdaySymbols[0]
Calendar.current.shortWeekdaySymbols.count
Calendar.current.firstWeekday
Calendar.current.ordinality(of: .day, in: .year, for: now)
Calendar.current.dateComponents([.day], from: now, to: now.addingTimeInterval(86400 * 3)).day
Calendar(identifier: .gregorian).component(.year, from: now)
Calendar.current.isDateInWeekend(now)
Date(timeIntervalSinceReferenceDate: 0)
DateInterval(start: now, duration: 3600).end
Measurement(value: 5, unit: UnitLength.kilometers).formatted()
Duration.seconds(90).formatted()
(90 as TimeInterval).formatted()
String(format: "%.1f%%", 12.345)
String(format: "%02d:%02d", 3, 7)
String(describing: 12)
String(12, radix: 16)
text.lowercased()
text.count
text.isEmpty
text.contains("World")
text.hasSuffix("d")
text.prefix(5)
text.suffix(3)
String(text.prefix(5))
text.dropFirst(2)
text.dropLast()
text.split(separator: ",").map(String.init)
text.components(separatedBy: ", ")
text.replacingOccurrences(of: "World", with: "You")
text.trimmingCharacters(in: .whitespacesAndNewlines)
text.trimmingCharacters(in: .punctuationCharacters)
text.first.map(String.init) ?? ""
text.uppercased().first!
text.firstIndex(of: ",")
text.range(of: "World") != nil
text.localizedCapitalized
text.capitalized
text.reversed().map(String.init).joined()
Array(text).count
text.unicodeScalars.count
text.utf8.count
text.data(using: .utf8)?.count
text.starts(with: "He")
text.padding(toLength: 15, withPad: " ", startingAt: 0)
text.lowercased().localizedStandardContains("world")
text.isEmpty ? "empty" : text
text + "!"
text.appending("!")
"\(text)".count
numbers.sorted()
numbers.sorted(by: >)
numbers.max()!
numbers.min() ?? 0
numbers.reduce(0, +)
numbers.map { $0 * 2 }
numbers.filter { $0 > 1 }.count
numbers.first(where: { $0 > 1 })
numbers.contains(2)
numbers.firstIndex(of: 2)
numbers.enumerated().map { "\($0.offset):\($0.element)" }
numbers.prefix(2)
Array(numbers.suffix(2))
numbers.last!
numbers.indices.count
numbers.isEmpty
numbers.count
numbers.reversed()
numbers.shuffled().count
numbers.randomElement() != nil
numbers.allSatisfy { $0 > 0 }
numbers.compactMap { $0 > 1 ? $0 : nil }
numbers.flatMap { [$0, $0] }
zip(numbers, words).map { "\($0)\($1)" }
numbers.sorted().reversed().first
Array(numbers[0..<2])
numbers[1...]
numbers.dropFirst()
numbers.joined(separator: ",")
numbers.map(String.init).joined(separator: ",")
Set(numbers).count
Dictionary(grouping: words, by: { $0.first! }).count
dict.keys.sorted()
dict.values.reduce(0, +)
dict["a", default: 0]
dict.map { $0.key }.sorted()
dict.sorted { $0.value > $1.value }.first?.key
dict.filter { $0.value > 1 }.count
dict.mapValues { $0 * 2 }["a"]
dict.count
dict.isEmpty
words.sorted { $0.localizedCompare($1) == .orderedAscending }
words.sorted(using: KeyPathComparator(\.self))
max(3, 4)
min(1.5, 2.0)
abs(-3)
pow(2.0, 3.0)
sqrt(16.0)
Double.pi
Int.max
Double(3) / 2
Int(3.7)
Int("42") ?? 0
Double("3.5") ?? 0
(3.14159).rounded()
(3.14159 * 100).rounded() / 100
Int((0.756 * 100).rounded())
Float(2.5)
CGFloat(2)
3.isMultiple(of: 3)
7 % 3
(1...5).map { $0 }
stride(from: 0, to: 10, by: 2).map { $0 }
Array(repeating: 0, count: 3)
(0..<3).contains(2)
UUID().uuidString.count
URL(string: "https://example.com/a?b=c")!.host ?? ""
URL(string: "https://example.com/a")!.lastPathComponent
URL(string: "https://example.com")!.appendingPathComponent("x").absoluteString
URL(string: "https://example.com")!.appending(path: "x").absoluteString
Locale.current.identifier
TimeZone.current.identifier
NumberFormatter.localizedString(from: 1234, number: .decimal)
ByteCountFormatter.string(fromByteCount: 1024, countStyle: .file)
DateFormatter.localizedString(from: now, dateStyle: .short, timeStyle: .none)
ProcessInfo.processInfo.environment["HOME"] != nil
Bool.random()
Int.random(in: 1...6) > 0
12.formatted()
1234.5.formatted(.number.precision(.fractionLength(1)))
0.25.formatted(.percent)
9.99.formatted(.currency(code: "EUR"))
1234.formatted(.number.notation(.compactName))
Double(1234).formatted(.number.grouping(.never))
{ var d = dict; d.removeValue(forKey: "a"); return d.count }()
{ var d = dict; d.updateValue(5, forKey: "c"); return d.count }()
{ var d = dict; d.merge(["z": 9]) { a, b in b }; return d.count }()
{ var d = dict; d["q"] = 3; return d.count }()
{ var d = dict; d["a", default: 0] += 1; return d["a"] ?? 0 }()
{ var s = 0; numbers.forEach { s += $0 }; return s }()
{ var a = numbers; a.sort(); return a }()
{ var a = numbers; a.sort(by: >); return a }()
{ var a = numbers; a.reverse(); return a }()
{ var a = numbers; a.append(contentsOf: [4]); return a.count }()
{ var a = numbers; a.swapAt(0, 1); return a }()
{ var a = numbers; a.removeFirst(2); return a }()
{ var a = numbers; a += [5]; return a.count }()
{ var s: Set<Int> = []; s.insert(1); return s.count }()
{ var t = text; t.append("!"); return t }()
{ var t = text; t += "?"; return t }()
numbers.sorted { $0 > $1 }.prefix(2).map { $0 * 10 }
numbers.lazy.filter { $0 > 1 }.count
numbers.map(\.description)
words.map(\.count)
numbers.min(by: <)
Array(1...3)
(1...3).reversed().map { $0 }
(1..<4).reduce(0, +)
numbers.count(where: { $0 > 1 })
numbers.split(separator: 1).count
numbers.elementsEqual([3, 1, 2])
numbers == [3, 1, 2]
numbers.firstIndex(where: { $0 == 2 })
numbers.lastIndex(of: 2)
numbers.partition(by: { $0 > 1 })
words.contains(where: { $0.hasPrefix("a") })
dict.first(where: { $0.value == 1 })?.key
dict.contains(where: { $0.value == 2 })
dict.reduce(0) { $0 + $1.value }
dict.compactMap { $0.value > 1 ? $0.key : nil }
dict.max(by: { $0.value < $1.value })?.key
dict.keys.contains("a")
dict.keys.map { $0.uppercased() }
Array(dict.keys).sorted()
dict.sorted(by: { $0.key < $1.key }).map(\.value)
dict.forEach { print($0.key) }
dict.randomElement() != nil
Optional(3).map { $0 + 1 }
Optional(3).flatMap { $0 > 1 ? $0 : nil }
Int?.none ?? 7
text.first?.isUppercase
text.first?.isLetter
Character("a").isNumber
text.filter { $0.isLetter }.count
text.map { String($0) }.count
text.compactMap { $0.isNumber ? $0 : nil }.count
text.contains { $0 == "H" }
text.allSatisfy { $0.isLetter }
text.lowercased() == "hello, world"
text < "Zebra"
text.index(text.startIndex, offsetBy: 2)
text[text.startIndex]
String(text[text.startIndex..<text.index(text.startIndex, offsetBy: 5)])
text.count > 3 ? String(text.prefix(3)) + "…" : text
text.isEmpty == false
Measurement(value: 20, unit: UnitTemperature.celsius).converted(to: .fahrenheit).value
Measurement(value: 20, unit: UnitTemperature.celsius).formatted()
Measurement(value: 68, unit: UnitTemperature.fahrenheit).converted(to: .celsius).value.rounded()
Measurement(value: 300, unit: UnitTemperature.kelvin).converted(to: UnitTemperature.celsius).value
Measurement(value: 5, unit: UnitLength.kilometers).converted(to: .miles).value
Measurement(value: 10, unit: UnitSpeed.metersPerSecond).converted(to: .kilometersPerHour).value
Measurement(value: 90, unit: UnitDuration.minutes).converted(to: .hours).value
Measurement(value: 5, unit: UnitLength.kilometers).value
Measurement(value: 5, unit: UnitLength.kilometers).unit.symbol
MeasurementFormatter().string(from: Measurement(value: 20, unit: UnitTemperature.celsius))
Measurement(value: 20, unit: UnitTemperature.celsius).formatted(.measurement(width: .abbreviated, usage: .weather))
Measurement(value: 20, unit: UnitTemperature.celsius).formatted(.measurement(width: .narrow, usage: .asProvided))
Measurement(value: 12, unit: UnitSpeed.kilometersPerHour).formatted(.measurement(width: .wide))
Measurement(value: 70, unit: UnitMass.kilograms).converted(to: .pounds).value
UnitTemperature.celsius.symbol
Duration.seconds(90).formatted(.time(pattern: .minuteSecond))
Duration.seconds(3725).formatted(.time(pattern: .hourMinute))
Duration.milliseconds(1500).formatted()
Duration.seconds(3725).formatted(.units())
Duration.seconds(3725).formatted(.units(allowed: [.hours, .minutes], width: .wide))
Duration.seconds(90)
Duration.seconds(90) + .seconds(30)
numbers.sorted(using: KeyPathComparator(\.self, order: .reverse))
words.sorted(using: [KeyPathComparator(\.count), KeyPathComparator(\.self)])
words.sorted(using: SortDescriptor(\.self, order: .reverse))
text.startIndex
text.endIndex
text.index(after: text.startIndex)
text.index(before: text.endIndex)
text[text.index(before: text.endIndex)]
text.distance(from: text.startIndex, to: text.endIndex)
text[text.range(of: "World")!]
text.range(of: "world", options: .caseInsensitive) != nil
text.range(of: "xyz") == nil
text[..<text.index(text.startIndex, offsetBy: 5)]
text[text.index(text.startIndex, offsetBy: 7)...]
String(text[...text.index(text.startIndex, offsetBy: 4)])
text.range(of: "World")!.lowerBound
numbers[..<2]
numbers[...1]
Array(numbers[1...])
words.formatted(.list(type: .and))
["a", "b", "c"].formatted(.list(type: .or))
["a", "b", "c"].formatted()
ListFormatter.localizedString(byJoining: ["a", "b", "c"])
1234567.formatted(.number.notation(.compactName))
1500000.formatted(.byteCount(style: .file))
ByteCountFormatter.string(fromByteCount: 1_500_000, countStyle: .memory)
now.formatted(Date.FormatStyle(date: .numeric, time: .shortened))
now.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted))
now.formatted(.dateTime.hour(.defaultDigits(amPM: .abbreviated)))
now.addingTimeInterval(-3600).formatted(Date.RelativeFormatStyle(presentation: .named))
NumberFormatter.localizedString(from: 0.25, number: .percent)
DateFormatter.localizedString(from: now, dateStyle: .medium, timeStyle: .short)
Set([1, 2, 3]).union([3, 4])
Set([1, 2, 3]).intersection([2, 3, 4])
Set([1, 2, 3]).subtracting([2])
Set([1, 2, 3]).symmetricDifference([3, 4])
Set([1, 2]).isSubset(of: [1, 2, 3])
Set([1, 2, 3]).isSuperset(of: [1, 2])
Set([1, 2]).isDisjoint(with: [3])
Set([1, 2, 3]).contains(2)
Array(repeating: 0, count: 3)
Array(repeating: "x", count: 2).joined()
String(repeating: "ab", count: 2)
Character("a") < Character("b")
Character("a") == "a"
stride(from: 0, to: 10, by: 3).map { $0 }
stride(from: 10, through: 0, by: -5).map { $0 }
Array(stride(from: 0.0, to: 1.0, by: 0.25))
[1, 2, 0, 3, 0].split(separator: 0)
[1, 2, 3, 4].split(whereSeparator: { $0 % 2 == 0 })
Optional(3) ?? 0
Optional<Int>(nil) ?? 1
ProcessInfo.processInfo.environment.isEmpty
ProcessInfo.processInfo.processName
ProcessInfo.processInfo.isLowPowerModeEnabled
ProcessInfo.processInfo.thermalState == .nominal
ProcessInfo.processInfo.systemUptime > 0
ProcessInfo.processInfo.processorCount > 0
now.formatted(.dateTime.hour(.twoDigits(amPM: .omitted)).minute(.twoDigits))
now.formatted(.dateTime.hour(.defaultDigits(amPM: .omitted)).minute())
now.formatted(.dateTime.hour(.twoDigits(amPM: .abbreviated)).minute())
Double.random(in: 0...1) <= 1
CGFloat.random(in: 1...2) >= 1
String.localizedStringWithFormat("%d of %@", 3, "five")
Locale.preferredLanguages.count
numbers.description
numbers.reduce(into: 0) { total, x in total += x }
words.reduce(into: [String: Int]()) { counts, w in counts[w, default: 0] += 1 }
Dictionary(uniqueKeysWithValues: zip(words, numbers))
Dictionary(words.map { ($0, 1) }, uniquingKeysWith: +)
Dictionary(grouping: words, by: { $0.count })
text.prefix(while: { $0 != "," })
(2.0).squareRoot()
dict.first!.key.count
[String: Int]()
[Int]()
[String]().count
Set<Int>()
Array<Int>()
[String: Int]().isEmpty
String(format: "%.0f°", 21.6)
now.formatted(.relative(presentation: .numeric, unitsStyle: .abbreviated))
text.split(separator: " ", maxSplits: 1)
numbers.last(where: { $0 > 1 })
Array(Set(numbers)).sorted()
1234.56.formatted(.currency(code: "USD"))
(0.5).formatted(.percent.precision(.fractionLength(0)))
now.formatted(.dateTime.hour().minute().second())
ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: 0))
text.components(separatedBy: .whitespaces)
text.trimmingCharacters(in: CharacterSet(charactersIn: "Hd"))
text.trimmingCharacters(in: .punctuationCharacters)
"  hi \n".trimmingCharacters(in: .whitespacesAndNewlines)
"a1b2".components(separatedBy: CharacterSet.decimalDigits)
"a1b2".components(separatedBy: CharacterSet.decimalDigits.inverted).joined()
CharacterSet.letters.contains("a")
"--x--".trimmingCharacters(in: CharacterSet(charactersIn: "-"))
DateComponentsFormatter().string(from: 3725) ?? ""
{ let f = DateComponentsFormatter(); f.unitsStyle = .abbreviated; return f.string(from: 3725) ?? "" }()
{ let f = DateComponentsFormatter(); f.unitsStyle = .full; f.allowedUnits = [.hour, .minute]; return f.string(from: 3725) ?? "" }()
{ let f = DateComponentsFormatter(); f.allowedUnits = [.minute, .second]; f.zeroFormattingBehavior = .pad; return f.string(from: 65) ?? "" }()
{ let f = DateComponentsFormatter(); f.unitsStyle = .short; return f.string(from: now, to: now.addingTimeInterval(7200)) ?? "" }()
{ let f = DateComponentsFormatter(); f.unitsStyle = .brief; f.maximumUnitCount = 1; return f.string(from: 3725) ?? "" }()
DateComponentsFormatter().string(from: 125) ?? ""
Locale.current.language.languageCode?.identifier ?? ""
Locale.current.region?.identifier ?? ""
Locale(identifier: "de_DE").languageCode ?? ""
Locale(identifier: "de_DE").regionCode ?? ""
Locale.current.language.region?.identifier ?? ""
"""#.split(separator: "\n").map(String.init)

    /// Not standard library (extensions from packages and blogs): each stays a located check error.
    static let notStandard = ["numbers.chunked(into: 2)", "numbers.sum()"]

    /// A Swift widget whose provider puts each expression's value, as `"\(value)"`, into one entry's text.
    static func swiftSource(_ expressions: [String]) -> String {
        var functions = ""
        for (index, expression) in expressions.enumerated() {
            functions += """
            func probe\(index)() -> String {
                let now = Date()
                let text = "Hello, World"
                let numbers = [3, 1, 2]
                let words = ["b", "a"]
                let dict = ["a": 1, "b": 2]
                let value = \(expression)
                return "\\(value)"
            }

            """
        }
        let calls = expressions.indices.map { "probe\($0)()" }.joined(separator: ", ")
        return """
        import SwiftUI
        import WidgetKit

        struct E: TimelineEntry {
            let date: Date
            let text: String
        }

        \(functions)
        struct P: TimelineProvider {
            func placeholder(in context: Context) -> E { E(date: .now, text: "") }
            func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(E(date: .now, text: "")) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                completion(Timeline(entries: [E(date: .now, text: [\(calls)].joined(separator: "\\u{1}"))], policy: .never))
            }
        }

        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "W", provider: P()) { e in Text(e.text) }
            }
        }
        """
    }
}
