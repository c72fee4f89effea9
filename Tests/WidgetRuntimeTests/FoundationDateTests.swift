import Foundation
import Testing
@testable import WidgetRuntime
import WidgetSources

/// Dates as Swift computes them: Foundation's own Calendar in the session's time zone,
/// compared with values computed by Foundation here or with known literals.
@Suite struct FoundationDateTests {
    typealias H = BuiltinHarness

    static func calendar(_ zone: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone) ?? .current
        return calendar
    }

    static func date(_ text: String) -> Date { ISO8601.parse(text) ?? .distantPast }

    /// `Entry(date: .now)`: a Date static written without its type is that date, not a name.
    @Test func aDateStaticWrittenBareIsADate() throws {
        let source = """
        entry E { var when: Date }
        provider P {
            placeholder { E(when: .now) }
            timeline { Timeline(entries: [E(when: .now)], policy: .never) }
        }
        widget W {
            families: [.systemSmall]
            provider: P
            body(entry) { Text(entry.when, style: .time) }
        }
        """
        let text = try TestSession.open(source, path: "now.widget").render(widget: "W", family: "systemSmall").result.text
        #expect(text.contains("9:00 AM") && !text.contains("now"), "\(text)")
    }

    /// `timeZone` is `TimeZone!` in Swift: an optional may be assigned, and nil means the default zone.
    @Test func aFormattersTimeZoneTakesAnOptional() throws {
        let zone = "let f = DateFormatter(); f.dateFormat = \"HH:mm\"; f.timeZone = TimeZone(identifier: \"America/New_York\")"
        #expect(try H.evaluate("f.string(from: Date(timeIntervalSince1970: 0))", statements: zone) == "19:00")
        let none = "let f = DateFormatter(); f.dateFormat = \"HH:mm\"; f.timeZone = TimeZone(identifier: \"No/Such_Zone\")"
        #expect(try H.evaluate("f.string(from: Date(timeIntervalSince1970: 0))", statements: none) == "00:00")
        // Only those properties: a struct's own TimeZone field still wants a TimeZone.
        let own = "struct S { var zone: TimeZone }\nfunc g() {\n    var s = S(zone: TimeZone.current)\n    s.zone = TimeZone(identifier: \"UTC\")\n}"
        #expect(H.errors(own) == ["4:14: cannot assign a value of type TimeZone? to 'zone' of type TimeZone"])
    }

    @Test func daysSinceCountsWholeDaysAsCalendarDoes() throws {
        let pushed = "Date(\"2025-01-30T15:22:31Z\")"
        #expect(try H.evaluate("daysSince(\(pushed))", now: "2025-03-01T00:00:00Z") == "29")
        let swift = Self.calendar("UTC").dateComponents([.day], from: Self.date("2025-01-30T15:22:31Z"), to: Self.date("2025-03-01T00:00:00Z")).day
        #expect(swift == 29)
        #expect(try H.evaluate("Calendar.current.dateComponents([.day], from: \(pushed), to: now).day ?? -1", now: "2025-03-01T00:00:00Z") == "29")
    }

    /// Noon to noon across the spring-forward night in New York is 23 hours and one day.
    @Test func aDaylightSavingDayIsOneDay() throws {
        let from = "2025-03-08T17:00:00Z", to = "2025-03-09T16:00:00Z"
        let swift = Self.calendar("America/New_York").dateComponents([.day], from: Self.date(from), to: Self.date(to)).day
        #expect(swift == 1)
        #expect(try H.evaluate("daysSince(Date(\"\(from)\"))", now: to, timeZone: "America/New_York") == "1")
        #expect(try H.evaluate("Calendar.current.dateComponents([.day, .hour], from: Date(\"\(from)\"), to: now).hour ?? -1",
                               now: to, timeZone: "America/New_York") == "0")
        // In UTC the same span is 23 hours: no whole day yet.
        #expect(try H.evaluate("daysSince(Date(\"\(from)\"))", now: to, timeZone: "UTC") == "0")
    }

    @Test func calendarArithmeticFollowsFoundation() throws {
        let zone = "America/New_York"
        let calendar = Self.calendar(zone)
        let now = "2025-03-09T16:00:00Z"
        func run(_ value: String) throws -> String { try H.evaluate(value, now: now, timeZone: zone) }
        func text(_ date: Date?) -> String { date.map { DateFormatting.swiftDescription($0) } ?? "nil" }
        #expect(try run("Calendar.current.date(byAdding: .month, value: 1, to: Date(\"2025-01-31T17:00:00Z\"))!")
                == text(calendar.date(byAdding: .month, value: 1, to: Self.date("2025-01-31T17:00:00Z"))))
        #expect(try run("Calendar.current.startOfDay(for: now)") == text(calendar.startOfDay(for: Self.date(now))))
        #expect(try run("Calendar.current.startOfDay(for: now)") == "2025-03-09 05:00:00 +0000")
        #expect(try run("Calendar.current.isDateInToday(now)") == "true")
        #expect(try run("Calendar.current.isDateInYesterday(now - 1.days)") == "true")
        #expect(try run("Calendar.current.isDateInTomorrow(now + 1.days)") == "true")
        #expect(try run("Calendar.current.isDateInToday(now + 1.days)") == "false")
        #expect(try run("Calendar.current.component(.weekday, from: now)") == "\(calendar.component(.weekday, from: Self.date(now)))")
        #expect(try run("Calendar.current.component(.hour, from: now)") == "12")
        #expect(try run("Calendar.current.date(from: DateComponents(year: 2025, month: 7, day: 4, hour: 9))!")
                == text(calendar.date(from: DateComponents(year: 2025, month: 7, day: 4, hour: 9))))
        #expect(try run("Calendar.current.nextDate(after: now, matching: DateComponents(hour: 9, minute: 0), matchingPolicy: .nextTime)!")
                == text(calendar.nextDate(after: Self.date(now), matching: DateComponents(hour: 9, minute: 0), matchingPolicy: .nextTime)))
        #expect(try run("Calendar.current.range(of: .day, in: .month, for: Date(\"2024-02-10T12:00:00Z\"))!.count") == "29")
        #expect(try run("Calendar(identifier: .gregorian).date(bySettingHour: 8, minute: 30, second: 0, of: now)!")
                == text(calendar.date(bySettingHour: 8, minute: 30, second: 0, of: Self.date(now))))
        #expect(try run("Calendar.current.date(byAdding: DateComponents(day: 1, hour: 2), to: now)!")
                == text(calendar.date(byAdding: DateComponents(day: 1, hour: 2), to: Self.date(now))))
    }

    @Test func dateArithmeticAndComparison() throws {
        #expect(try H.evaluate("now.addingTimeInterval(90).timeIntervalSince(now)") == "90.0")
        #expect(try H.evaluate("Date.now.timeIntervalSince1970") == "1740787200.0")
        #expect(try H.evaluate("Date.distantPast < now && now < Date.distantFuture") == "true")
        #expect(try H.evaluate("now.distance(to: now.advanced(by: 60))") == "60.0")
    }

    @Test func dateFormattersFollowFoundation() throws {
        let zone = "America/New_York"
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: zone)
        formatter.dateFormat = "yyyy-MM-dd HH:mm EEE"
        let now = Self.date("2025-03-01T00:00:00Z")
        #expect(try H.evaluate("f.string(from: now)", statements: "let f = DateFormatter()\n f.dateFormat = \"yyyy-MM-dd HH:mm EEE\"",
                               timeZone: zone) == formatter.string(from: now))
        formatter.dateFormat = nil
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        #expect(try H.evaluate("f.string(from: now)", statements: "let f = DateFormatter()\n f.dateStyle = .medium\n f.timeStyle = .short",
                               timeZone: zone) == formatter.string(from: now))
        #expect(try H.evaluate("f.string(from: now)", statements: "let f = DateFormatter()\n f.dateFormat = \"HH:mm\"\n f.timeZone = TimeZone(identifier: \"Asia/Tokyo\")!")
                == "09:00")
        #expect(try H.evaluate("f.date(from: \"2025-01-30\")!", statements: "let f = DateFormatter()\n f.dateFormat = \"yyyy-MM-dd\"")
                == "2025-01-30 00:00:00 +0000")
        #expect(try H.evaluate("ISO8601DateFormatter().string(from: now)") == "2025-03-01T00:00:00Z")
        #expect(try H.evaluate("ISO8601DateFormatter().date(from: \"2025-01-30T15:22:31Z\")!") == "2025-01-30 15:22:31 +0000")
        #expect(try H.evaluate("RelativeDateTimeFormatter().localizedString(for: now - 2.hours, relativeTo: now)") == "2 hours ago")
        #expect(try H.evaluate("f.localizedString(fromTimeInterval: 300)", statements: "let f = RelativeDateTimeFormatter()\n f.unitsStyle = .abbreviated")
                == "in 5 min.")
        // `.named` says the day's or period's name where English has one (Foundation on Linux has no
        // RelativeDateTimeFormatter to compare with: these are Apple's).
        let named = "let f = RelativeDateTimeFormatter()\n f.dateTimeStyle = .named"
        #expect(try H.evaluate("f.localizedString(for: now - 1.days, relativeTo: now)", statements: named) == "yesterday")
        #expect(try H.evaluate("f.localizedString(for: now, relativeTo: now)", statements: named) == "now")
        #expect(try H.evaluate("f.localizedString(fromTimeInterval: 7 * 86400)", statements: named) == "next week")
        #expect(try H.evaluate("f.localizedString(fromTimeInterval: -3600)", statements: named) == "1 hour ago")
        // `formattingContext`: at the beginning of a sentence, or standing alone, the text begins with a capital.
        let sentence = "let f = RelativeDateTimeFormatter()\n f.formattingContext = .beginningOfSentence"
        #expect(try H.evaluate("f.localizedString(fromTimeInterval: 7200)", statements: sentence) == "In 2 hours")
        #expect(try H.evaluate("f.localizedString(fromTimeInterval: -60)", statements: sentence + "\n f.formattingContext = .middleOfSentence")
                == "1 minute ago")
    }

    @Test func formatStylesWriteWhatSwiftWrites() throws {
        #expect(try H.evaluate("now.formatted(.dateTime.year().month().day())") == "Mar 1, 2025")
        #expect(try H.evaluate("now.formatted(.dateTime.weekday(.wide))") == "Saturday")
        // ICU writes the space before AM as it likes (U+202F lately): ask Foundation.
        let time = DateFormatter()
        time.locale = Locale(identifier: "en_US")
        time.timeZone = TimeZone(identifier: "UTC")
        time.dateFormat = DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: time.locale)
        #expect(try H.evaluate("now.formatted(.dateTime.hour().minute())") == time.string(from: Self.date("2025-03-01T00:00:00Z")))
        #expect(try H.evaluate("now.formatted(.iso8601)") == "2025-03-01T00:00:00Z")
        #expect(try H.evaluate("now.formatted(date: .abbreviated, time: .omitted)") == "Mar 1, 2025")
        #expect(try H.evaluate("(now - 1.days).formatted(.relative(presentation: .named))") == "yesterday")
        #expect(try H.evaluate("(now - 3.days).formatted(.relative(presentation: .numeric))") == "3 days ago")
        #expect(try H.evaluate("(now + 2.hours).formatted(.relative(presentation: .named))") == "in 2 hours")
        let styles = H.errors(H.source(statements: "", value: "now.formatted(.dateTime.yeer()) + 2.5.formatted(.numbr)"))
        #expect(styles == ["6:46: value of type DateFormatStyle has no member 'yeer'; did you mean 'year'?",
                           "6:70: 'NumberFormatStyle' has no member '.numbr'; did you mean '.number'?"], "\(styles)")
        let crossed = H.errors(H.source(statements: "", value: "2.5.formatted(.dateTime)"))
        #expect(crossed == ["6:36: 'NumberFormatStyle' has no member '.dateTime'"], "\(crossed)")
        #expect(H.errors(H.source(statements: "", value: "now.formatted(date: .huge)")) == ["6:42: 'Date.FormatStyle.DateStyle' has no member '.huge'"])
    }
}
