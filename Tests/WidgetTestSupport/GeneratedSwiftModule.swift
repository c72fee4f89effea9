import Foundation

/// A widget extension in Swift, generated: one module of about 2,000 lines, for
/// `check_module_2000_ms` in widgetry-bench and the test that it checks with no
/// diagnostic. It is written as a widget extension is written — a shared file of
/// protocols, helpers and a singleton, then one file per weather station with its
/// enums, structs and extensions, functions with loops, `guard` and `switch`, a
/// `TimelineProvider`, an `AppIntent`, views with modifiers and a `Widget` — and
/// the same every time it is made.
public enum GeneratedSwiftModule {
    /// The module's files, `Shared.swift` and `Station1.swift`…: stations are added
    /// until the module has at least `lines` lines.
    public static func files(lines: Int = 2000) -> [(name: String, text: String)] {
        var files = [("Shared.swift", shared)]
        var total = lineCount(shared)
        var index = 1
        while total < lines {
            let text = station(index)
            files.append(("Station\(index).swift", text))
            total += lineCount(text)
            index += 1
        }
        files.append(("Bundle.swift", bundle(stations: index - 1)))
        return files
    }

    /// Writes the module's files into `folder` (made if missing).
    public static func write(into folder: URL, lines: Int = 2000) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in files(lines: lines) {
            try file.text.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
        }
    }

    public static func lineCount(_ text: String) -> Int {
        text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    static let shared = """
    import Foundation
    import SwiftUI
    import WidgetKit
    import AppIntents

    protocol Titled {
        var title: String { get }
    }

    extension Titled {
        func banner(width: Int) -> String {
            let text = title.uppercased()
            if text.count >= width { return String(text.prefix(width)) }
            return text + String(repeating: " ", count: width - text.count)
        }
    }

    enum Units: String, CaseIterable {
        case metric
        case imperial

        func temperature(_ celsius: Double) -> String {
            switch self {
            case .metric:
                return String(format: "%.1f°C", celsius)
            case .imperial:
                return String(format: "%.0f°F", celsius * 9 / 5 + 32)
            }
        }
    }

    final class ReadingLog {
        static let shared = ReadingLog()
        private(set) var lines: [String] = []
        private init() {}

        func record(_ line: String) {
            lines.append(line)
            if lines.count > 50 { lines.removeFirst() }
        }
    }

    enum StationError: Error, CustomStringConvertible {
        case noSensor
        case offline(station: Int)

        var description: String {
            switch self {
            case .noSensor: return "no sensor was chosen"
            case .offline(let station): return "station \\(station) is offline"
            }
        }
    }

    struct Threshold {
        let low: Double
        let high: Double

        func classify(_ value: Double) -> String {
            if value < low { return "low" }
            if value > high { return "high" }
            return "normal"
        }
    }

    func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
        min(max(value, range.lowerBound), range.upperBound)
    }

    func percentage(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "–" }
        let share = Double(part) / Double(whole) * 100
        return "\\(Int(share.rounded()))%"
    }

    struct Header: View {
        let title: String
        let symbol: String

        var body: some View {
            HStack(spacing: 4) {
                Image(systemName: symbol)
                    .foregroundStyle(.orange)
                Text(title)
                    .font(.headline)
                    .lineLimit(1)
                Spacer()
            }
        }
    }

    """

    static func bundle(stations: Int) -> String {
        let names = (1...max(1, min(stations, 5))).map { "        Station\($0)Widget()" }.joined(separator: "\n")
        return """
        import SwiftUI
        import WidgetKit

        @main
        struct StationsBundle: WidgetBundle {
            var body: some Widget {
        \(names)
            }
        }

        """
    }

    /// One station, about 250 lines; `n` varies the names and a few constants.
    static func station(_ n: Int) -> String {
        let low = Double(5 + n % 7)
        let high = Double(22 + n % 9)
        return """
        import Foundation
        import SwiftUI
        import WidgetKit
        import AppIntents

        enum Trend\(n): String, CaseIterable, Codable {
            case rising
            case falling
            case steady

            var symbol: String {
                switch self {
                case .rising: return "arrow.up"
                case .falling: return "arrow.down"
                case .steady: return "arrow.right"
                }
            }

            var opposite: Trend\(n) {
                switch self {
                case .rising: return .falling
                case .falling: return .rising
                case .steady: return .steady
                }
            }
        }

        enum Alert\(n) {
            case none
            case warning(String)
            case critical(message: String, level: Int)
        }

        struct Reading\(n): Codable, Identifiable, Titled {
            let id: String
            let label: String
            let value: Double
            let trend: Trend\(n)
            var note: String?

            var title: String { label }
        }

        extension Reading\(n) {
            static let threshold = Threshold(low: \(low), high: \(high))

            var formatted: String { String(format: "%.1f", value) }
            var level: String { Reading\(n).threshold.classify(value) }
            var isHigh: Bool { level == "high" }

            func alert() -> Alert\(n) {
                if value > \(high) + 10 { return .critical(message: "\\(label) is far too high", level: 2) }
                if isHigh { return .warning("\\(label) is high") }
                return .none
            }
        }

        struct Summary\(n) {
            var count = 0
            var total = 0.0
            var highest: Reading\(n)?
            var rising = 0

            var average: Double { count == 0 ? 0 : total / Double(count) }
        }

        func summarize\(n)(_ readings: [Reading\(n)]) -> Summary\(n) {
            var summary = Summary\(n)()
            for reading in readings where reading.value >= 0 {
                summary.count += 1
                summary.total += reading.value
                if reading.trend == .rising { summary.rising += 1 }
                if let best = summary.highest {
                    if reading.value > best.value { summary.highest = reading }
                } else {
                    summary.highest = reading
                }
            }
            return summary
        }

        func sampleReadings\(n)(count: Int, seed: Int = \(n)) -> [Reading\(n)] {
            var readings: [Reading\(n)] = []
            var index = 0
            while index < count {
                let trend: Trend\(n) = index % 3 == 0 ? .rising : (index % 3 == 1 ? .falling : .steady)
                let value = Double((index * 7 + seed) % 31) + 0.5
                readings.append(Reading\(n)(id: "s\(n)-\\(index)", label: "Sensor \\(index + 1)", value: value, trend: trend, note: nil))
                index += 1
            }
            return readings
        }

        func describe\(n)(_ reading: Reading\(n)?) -> String {
            guard let reading else { return "no reading" }
            switch reading.alert() {
            case .critical(let message, let level) where level > 1:
                return "!! " + message
            case .critical(let message, _):
                return "! " + message
            case .warning(let message):
                return message
            case .none:
                break
            }
            switch reading.trend {
            case .rising, .steady:
                return "\\(reading.label): \\(reading.formatted)"
            case .falling:
                return "\\(reading.label) falls to \\(reading.formatted)"
            }
        }

        func sorted\(n)(_ readings: [Reading\(n)], highestFirst: Bool) -> [Reading\(n)] {
            let sorted = readings.sorted { $0.value < $1.value }
            if highestFirst {
                return sorted.reversed()
            }
            return sorted
        }

        func histogram\(n)(_ readings: [Reading\(n)]) -> [String: Int] {
            var counts: [String: Int] = [:]
            for reading in readings {
                counts[reading.level, default: 0] += 1
            }
            return counts
        }

        struct Station\(n)Entry: TimelineEntry {
            let date: Date
            let readings: [Reading\(n)]
            let units: Units
        }

        struct Station\(n)Provider: TimelineProvider {
            func placeholder(in context: Context) -> Station\(n)Entry {
                Station\(n)Entry(date: Date(), readings: sampleReadings\(n)(count: 3), units: .metric)
            }

            func getSnapshot(in context: Context, completion: @escaping (Station\(n)Entry) -> Void) {
                completion(placeholder(in: context))
            }

            func getTimeline(in context: Context, completion: @escaping (Timeline<Station\(n)Entry>) -> Void) {
                var entries: [Station\(n)Entry] = []
                let start = Date()
                for offset in 0..<4 {
                    let date = Calendar.current.date(byAdding: .minute, value: offset * 15, to: start)!
                    let readings = sampleReadings\(n)(count: 3 + offset, seed: offset)
                    entries.append(Station\(n)Entry(date: date, readings: readings, units: offset % 2 == 0 ? .metric : .imperial))
                }
                ReadingLog.shared.record("station \(n): \\(entries.count) entries")
                completion(Timeline(entries: entries, policy: .atEnd))
            }
        }

        struct RefreshStation\(n): AppIntent {
            static var title: LocalizedStringResource = "Refresh station \(n)"
            static var description = IntentDescription("Asks station \(n) for new readings")

            @Parameter(title: "Sensor")
            var sensor: String

            init() {}

            init(sensor: String) {
                self.sensor = sensor
            }

            func perform() async throws -> some IntentResult {
                guard !sensor.isEmpty else {
                    throw StationError.noSensor
                }
                ReadingLog.shared.record("refresh \\(sensor)")
                return .result()
            }
        }

        struct Station\(n)Row: View {
            let reading: Reading\(n)
            let units: Units

            var body: some View {
                HStack(spacing: 4) {
                    Image(systemName: reading.trend.symbol)
                        .foregroundStyle(reading.isHigh ? .red : .green)
                    Text(reading.label)
                        .font(.caption)
                        .lineLimit(1)
                    Spacer()
                    Text(units.temperature(reading.value))
                        .font(.caption)
                        .fontWeight(.semibold)
                }
            }
        }

        struct Station\(n)View: View {
            let entry: Station\(n)Entry
            @Environment(\\.widgetFamily) var family

            var limit: Int {
                switch family {
                case .systemSmall: return 2
                case .systemMedium: return 3
                default: return 5
                }
            }

            var body: some View {
                let summary = summarize\(n)(entry.readings)
                VStack(alignment: .leading, spacing: 2) {
                    Header(title: "Station \(n)", symbol: "thermometer")
                    ForEach(sorted\(n)(entry.readings, highestFirst: true).prefix(limit)) { reading in
                        Station\(n)Row(reading: reading, units: entry.units)
                    }
                    Divider()
                    if summary.count > 0 {
                        Text("avg \\(String(format: "%.1f", summary.average)) · \\(percentage(summary.rising, of: summary.count)) rising")
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    } else {
                        Text(describe\(n)(nil))
                            .font(.footnote)
                    }
                    Button(intent: RefreshStation\(n)(sensor: summary.highest?.id ?? "")) {
                        Label("Refresh", systemImage: "arrow.clockwise")
                    }
                    .buttonStyle(.plain)
                }
                .padding(4)
                .containerBackground(.fill.tertiary, for: .widget)
            }
        }

        struct Station\(n)Widget: Widget {
            let kind: String = "Station\(n)"

            var body: some WidgetConfiguration {
                StaticConfiguration(kind: kind, provider: Station\(n)Provider()) { entry in
                    Station\(n)View(entry: entry)
                }
                .configurationDisplayName("Station \(n)")
                .description("Readings of station \(n)")
                .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
            }
        }

        """
    }
}
