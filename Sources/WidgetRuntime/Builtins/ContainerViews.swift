import WidgetLanguage
import WidgetRender

/// SwiftUI's containers a widget may write, drawn with the stacks a terminal
/// has: `LazyVStack`/`LazyHStack` (all views drawn), `Section`, `GroupBox`,
/// `ControlGroup`, `LabeledContent`, `ContentUnavailableView`, `TimelineView`
/// (drawn once, at the entry's date) and `Canvas` (empty space).
enum ContainerViews {
    static func register(in registry: inout BuiltinRegistry) {
        let views: [BuiltinCallable] = [
            .init("LazyVStack", ["alignment?:HorizontalAlignment spacing? pinnedViews? {}!"], result: .view,
                  note: "a VStack: all views drawn (a widget does not scroll); pinnedViews has no effect") { i, args, r in
                let alignment = i.memberName(args.value("alignment")).flatMap(HorizontalAlignment.init(rawValue:)) ?? .center
                return .view(ViewNode(.vStack(alignment: alignment, spacing: args.value("spacing")?.number, children: try i.contentViews(args, at: r))))
            },
            .init("LazyHStack", ["alignment?:VerticalAlignment spacing? pinnedViews? {}!"], result: .view,
                  note: "an HStack: all views drawn (a widget does not scroll); pinnedViews has no effect") { i, args, r in
                let alignment = i.memberName(args.value("alignment")).flatMap(VerticalAlignment.init(rawValue:)) ?? .center
                return .view(ViewNode(.hStack(alignment: alignment, spacing: args.value("spacing")?.number, children: try i.contentViews(args, at: r))))
            },
            .init("Section", ["header? footer? {}! header{} footer{}", "_ {}!"], result: .view,
                  note: "its header, content and footer stacked, leading") { i, args, r in
                var rows: [ViewNode] = []
                if let title = args.value(nil) { rows.append(ViewNode(.text(try i.describeCharged(title, at: r))).modifier(.foregroundStyle(.secondary))) }
                if let header = try i.viewArgument(args, "header", at: r) { rows.append(header.modifier(.foregroundStyle(.secondary))) }
                rows += try i.contentViews(args, at: r)
                if let footer = try i.viewArgument(args, "footer", at: r) { rows.append(footer.modifier(.foregroundStyle(.secondary))) }
                return .view(ViewNode(.vStack(alignment: .leading, spacing: nil, children: rows)))
            },
            .init("GroupBox", ["_? {}!", "label {}!", "{}! label{}"], result: .view,
                  note: "its label (bold) over its content, padded on a tertiary background") { i, args, r in
                var rows: [ViewNode] = []
                if let title = args.value(nil) { rows.append(ViewNode(.text(try i.describeCharged(title, at: r)))) }
                if let label = try i.viewArgument(args, "label", at: r) { rows.append(label.modifier(.bold(true))) }
                rows += try i.contentViews(args, at: r)
                return .view(ViewNode(.vStack(alignment: .leading, spacing: nil, children: rows))
                    .modifier(.padding(.all, 8)).modifier(.background(.tertiary)))
            },
            .init("ControlGroup", ["{}!", "_ {}!", "{}! label{}"], result: .view, note: "its content in a row") { i, args, r in
                .view(ViewNode(.hStack(alignment: .center, spacing: nil, children: try i.contentViews(args, at: r))))
            },
            .init("LabeledContent", ["_ value", "_ {}!", "{}! label{}"], result: .view,
                  note: "the label leading and the value trailing in a row, the value secondary") { i, args, r in
                var label = ViewNode(.empty)
                if let title = args.value(nil) { label = ViewNode(.text(try i.describeCharged(title, at: r))) }
                if let closure = args.value("label"), case .closure(let content) = closure {
                    label = i.combine(try i.within(.view) { try i.callViewClosure(content, [], at: r) })
                }
                var value = i.combine(try i.contentViews(args, at: r))
                if let given = args.value("value") {
                    value = ViewNode(.text(try i.describeCharged(given, at: r)))
                }
                return .view(ViewNode(.hStack(alignment: .center, spacing: nil, children: [label, ViewNode(.spacer(minLength: nil)),
                                                                                         value.modifier(.foregroundStyle(.secondary))])))
            },
            .init("ContentUnavailableView", ["_ systemImage description?", "_ image description?", "{}! description{} actions{}",
                                             "label{} description{} actions{}"], result: .view,
                  note: "the symbol, the title (bold) and the description (secondary) stacked and centred; actions are not drawn") { i, args, r in
                var rows: [ViewNode] = []
                if let symbol = args.value("systemImage") { rows.append(ViewNode(.systemImage(try i.describeCharged(symbol, at: r)))) }
                if let title = args.value(nil) { rows.append(ViewNode(.text(try i.describeCharged(title, at: r))).modifier(.bold(true))) }
                if let label = try i.viewArgument(args, "label", at: r) { rows.append(label.modifier(.bold(true))) }
                rows += try i.contentViews(args, at: r).map { $0.modifier(.bold(true)) }
                if let description = try i.viewArgument(args, "description", at: r) {
                    rows.append(description.modifier(.foregroundStyle(.secondary)).modifier(.multilineTextAlignment(.center)))
                }
                return .view(ViewNode(.vStack(alignment: .center, spacing: nil, children: rows)))
            },
            .init("TimelineView", ["_:TimelineSchedule {}!"], result: .view,
                  note: "drawn once, as WidgetKit draws a widget: context.date is the entry's date, context.cadence .live") { i, args, r in
                guard let content = i.contentClosure(args) else { throw i.error("TimelineView takes a closure, as in TimelineView(.everyMinute) { context in … }", r) }
                let context = Interpreter.foundationObject("TimelineView.Context", [("date", .date(i.now)), ("cadence", .member(name: "live", arguments: []))])
                return .view(i.combine(try i.within(.view) { try i.callViewClosure(content, [context], at: r) }))
            }.takingInClosure(.named("TimelineView.Context")),
        ]
        for view in views { registry.register(view: view) }

        let context = BuiltinType("TimelineView.Context", instance: .named("TimelineView.Context")) { i in
            Interpreter.foundationObject("TimelineView.Context", [("date", .date(i.now)), ("cadence", .member(name: "live", arguments: []))])
        }
        context.sampleSource = "nil"
        context.add(.init("date", .property, result: .date, note: "the entry's date") { _, v, _, _ in Interpreter.field(v, "date") })
        context.add(.init("cadence", .property, result: .named("TimelineView.Cadence"), note: ".live") { _, v, _, _ in Interpreter.field(v, "cadence") })
        registry.register(type: context)
        registry.register(type: FoundationDates.enumeration("TimelineView.Cadence", ["live", "seconds", "minutes"]))

        // `ContentUnavailableView.search`: SwiftUI's ready-made "no results" view.
        let unavailable = BuiltinType("ContentUnavailableView", instance: .named("ContentUnavailableView")) { _ in .view(ViewNode(.empty)) }
        unavailable.sampleSource = "ContentUnavailableView.search"
        unavailable.add(.init("search", .staticProperty, result: .view, note: "a magnifying glass, \"No Results\" and SwiftUI's hint, stacked") { _, _, _, _ in
            .view(ViewNode(.vStack(alignment: .center, spacing: nil, children: [
                ViewNode(.systemImage("magnifyingglass")),
                ViewNode(.text("No Results")).modifier(.bold(true)),
                ViewNode(.text("Check the spelling or try a new search.")).modifier(.foregroundStyle(.secondary)).modifier(.multilineTextAlignment(.center)),
            ])))
        })
        registry.register(type: unavailable)

        // The schedules a TimelineView takes: all draw the same single frame.
        let schedule = BuiltinType("TimelineSchedule", instance: .named("TimelineSchedule"), checksImplicitMembers: true) { _ in
            .member(name: "everyMinute", arguments: [])
        }
        schedule.sampleSource = "TimelineSchedule.everyMinute"
        for name in ["everyMinute", "animation"] {
            schedule.add(.init(name, .staticProperty, result: .named("TimelineSchedule")) { _, _, _, _ in .member(name: name, arguments: []) })
        }
        schedule.add(.init("periodic", .staticMethod, ["from:Date by:Double"], result: .named("TimelineSchedule")) { _, _, _, _ in
            .member(name: "periodic", arguments: [])
        })
        schedule.add(.init("explicit", .staticMethod, ["_:[Date]"], result: .named("TimelineSchedule")) { _, _, _, _ in
            .member(name: "explicit", arguments: [])
        })
        registry.register(type: schedule)
    }
}

extension Interpreter {
    /// A view given as an argument (`Section(header: Text("h"))`) or as a labelled closure (`header: { … }`).
    func viewArgument(_ args: [CallArgument], _ label: String, at range: SourceRange) throws -> ViewNode? {
        guard let value = args.value(label) else { return nil }
        if case .closure(let closure) = value { return combine(try within(.view) { try callViewClosure(closure, [], at: range) }) }
        return try viewNode(from: value, at: range)
    }
}

extension BuiltinCallable {
    /// This entry with its content closure's parameter types, for the checker.
    func takingInClosure(_ types: SemanticType...) -> BuiltinCallable {
        var copy = self
        copy.closureParameterTypes = types
        return copy
    }
}
