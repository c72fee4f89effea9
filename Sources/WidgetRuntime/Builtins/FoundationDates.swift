import Foundation
import WidgetLanguage
import WidgetSources

/// `Date`: its static values and instance members, as Swift computes them.
enum FoundationDates {
    static func register(in registry: inout BuiltinRegistry) {
        let date = BuiltinType("Date", instance: .date) { .date($0.now) }
        date.sampleSource = "now"
        date.add(.init("now", .staticProperty, result: .date) { i, _, _, _ in .date(i.now) })
        date.add(.init("distantPast", .staticProperty, result: .date) { _, _, _, _ in .date(.distantPast) })
        date.add(.init("distantFuture", .staticProperty, result: .date) { _, _, _, _ in .date(.distantFuture) })
        date.add(.init("timeIntervalSinceNow", .property, result: .double) { i, d, _, r in
            .double(try i.date(d, "timeIntervalSinceNow", r).timeIntervalSince(i.now))
        })
        date.add(.init("timeIntervalSince1970", .property, result: .double) { i, d, _, r in
            .double(try i.date(d, "timeIntervalSince1970", r).timeIntervalSince1970)
        })
        date.add(.init("addingTimeInterval", .method, ["_:Double"], result: .date) { i, d, args, r in
            .date(try i.date(d, "addingTimeInterval", r).addingTimeInterval(try i.number(args.first?.value, "addingTimeInterval", r)))
        })
        // `day.addTimeInterval(86_400)`: the variable's date moved (`Interpreter.mutate`).
        date.add(.init("addTimeInterval", .method, ["_:Double"], result: .void, note: "changes the variable it is called on") { i, d, args, r in
            .date(try i.date(d, "addTimeInterval", r).addingTimeInterval(try i.number(args.first?.value, "addTimeInterval", r)))
        })
        date.add(.init("advanced", .method, ["by:Double"], result: .date) { i, d, args, r in
            .date(try i.date(d, "advanced(by:)", r).addingTimeInterval(try i.number(args.first?.value, "advanced(by:)", r)))
        })
        date.add(.init("timeIntervalSince", .method, ["_:Date"], result: .double) { i, d, args, r in
            .double(try i.date(d, "timeIntervalSince", r).timeIntervalSince(try i.date(args.first?.value, "timeIntervalSince", r)))
        })
        date.add(.init("distance", .method, ["to:Date"], result: .double) { i, d, args, r in
            .double(try i.date(args.first?.value, "distance(to:)", r).timeIntervalSince(try i.date(d, "distance(to:)", r)))
        })
        date.add(.init("formatted", .method, ["", "date:Date.FormatStyle.DateStyle time:Date.FormatStyle.TimeStyle",
                                              "date:Date.FormatStyle.DateStyle", "time:Date.FormatStyle.TimeStyle", "_:DateFormatStyle"],
                       result: .string) { i, d, args, r in
            let date = try i.date(d, "formatted", r)
            if let style = args.value(nil) { return .string(try i.format(date, style: style, at: r)) }
            return .string(i.dates.format(date, dateStyle: i.caseName(args.value("date")), timeStyle: i.caseName(args.value("time"))))
        })
        date.add(.init("timeIntervalBetween1970AndReferenceDate", .staticProperty, result: .double) { _, _, _, _ in
            .double(Date.timeIntervalBetween1970AndReferenceDate)
        })
        date.add(.init("compare", .method, ["_:Date"], result: .named("ComparisonResult"),
                       note: ".orderedAscending, .orderedSame or .orderedDescending") { i, d, args, r in
            FoundationDates.comparison(try i.date(d, "compare", r).compare(try i.date(args.first?.value, "compare", r)))
        })
        date.add(.init("ISO8601Format", .method, [""], result: .string) { i, d, _, r in
            .string(ISO8601.format(try i.date(d, "ISO8601Format", r)))
        })
        registry.register(type: date)
        registry.register(type: enumeration("Date.FormatStyle.DateStyle", ["omitted", "numeric", "abbreviated", "long", "complete"]))
        registry.register(type: enumeration("Date.FormatStyle.TimeStyle", ["omitted", "shortened", "standard", "complete"]))
    }

    /// Foundation's `ComparisonResult` as the case Swift names.
    static func comparison(_ order: ComparisonResult) -> Value {
        switch order {
        case .orderedAscending: return .member(name: "orderedAscending", arguments: [])
        case .orderedSame: return .member(name: "orderedSame", arguments: [])
        case .orderedDescending: return .member(name: "orderedDescending", arguments: [])
        }
    }

    /// A type whose values are written `.name` (`Calendar.Component`, `DateFormatter.Style`): an unknown name is a check-time error.
    static func enumeration(_ name: String, _ cases: [String]) -> BuiltinType {
        let type = BuiltinType(name, instance: .named(name), checksImplicitMembers: true) { _ in .member(name: cases[0], arguments: []) }
        type.sampleSource = "." + cases[0]
        for caseName in cases {
            type.add(.init(caseName, .staticProperty, result: .named(name)) { _, _, _, _ in .member(name: caseName, arguments: []) })
        }
        return type
    }
}
