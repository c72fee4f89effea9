import WidgetLanguage
import WidgetRender

/// SwiftUI's `Layout` protocol, as a widget's own layouts use it (`struct FlowLayout: Layout`): placed with its
/// subviews (`FlowLayout(spacing: 6) { … }`, `AnyLayout(FlowLayout()) { … }`), the layout's `sizeThatFits` and
/// `placeSubviews` run while the widget is laid out, in points (8 a column, 16 a row), with its subviews as
/// `LayoutSubview`s that measure (`sizeThatFits(_:)`, `dimensions(in:)`) and are placed (`place(at:anchor:proposal:)`).
/// `ProposedViewSize` is SwiftUI's proposal: a width and a height, each nil where unspecified.
enum SwiftUICustomLayouts {
    static let proposalType = "ProposedViewSize"
    static let anyLayout = "AnyLayout"
    /// `HStackLayout(…)`, `VStackLayout(…)`, `ZStackLayout(…)`: SwiftUI's stacks as layouts, to place with `AnyLayout`.
    static let stackLayoutType = "StackLayout"
    /// SwiftUI's stacks as layouts; one called on its views (`HStackLayout(spacing: 4) { … }`) places them as the stack does.
    static let stackLayouts: Set<String> = ["HStackLayout", "VStackLayout", "ZStackLayout"]
    static let subviewType = "LayoutSubview"

    static func proposal(_ width: Double?, _ height: Double?) -> Value {
        Interpreter.foundationObject(proposalType, [("width", width.map(Value.double) ?? .null), ("height", height.map(Value.double) ?? .null)])
    }

    /// A proposal in cells as the points a layout reads: nil stays unspecified, the largest is infinity.
    static func proposal(_ cells: ProposedSize) -> Value {
        func points(_ cells: Int?, _ perCell: Double) -> Double? {
            cells.map { $0 >= ProposedSize.infinity ? .infinity : Double($0) * perCell }
        }
        return proposal(points(cells.width, PointScale.pointsPerColumn), points(cells.height, PointScale.pointsPerRow))
    }

    /// A proposal a layout gives (points) as cells.
    static func cells(_ proposal: Value) -> ProposedSize {
        let width = Interpreter.field(proposal, "width").number.map(PointScale.columns)
        let height = Interpreter.field(proposal, "height").number.map(PointScale.rows)
        return ProposedSize(width: width, height: height)
    }

    static func register(in registry: inout BuiltinRegistry) {
        let proposed = SemanticType.named(proposalType)
        let proposal = BuiltinType(proposalType, instance: proposed) { _ in SwiftUICustomLayouts.proposal(nil, nil) }
        proposal.sampleSource = "ProposedViewSize(width: 80, height: nil)"
        proposal.add(.init(proposalType, .initializer, ["width:Double? height:Double?", "_:CGSize"], result: proposed) { i, _, args, r in
            if let size = args.value(nil) {
                return SwiftUICustomLayouts.proposal(CoreGraphicsTypes.number(size, "width"), CoreGraphicsTypes.number(size, "height"))
            }
            func number(_ label: String) throws -> Double? {
                guard let value = args.value(label), !value.isNull else { return nil }
                return try i.number(value, proposalType, r)
            }
            return SwiftUICustomLayouts.proposal(try number("width"), try number("height"))
        })
        for (name, side) in [("unspecified", nil), ("zero", 0), ("infinity", Double.infinity)] as [(String, Double?)] {
            proposal.add(.init(name, .staticProperty, result: proposed) { _, _, _, _ in SwiftUICustomLayouts.proposal(side, side) })
        }
        for field in ["width", "height"] {
            proposal.add(.init(field, .property, result: .optional(.double), note: "nil where the proposal leaves it unspecified") { _, v, _, _ in
                Interpreter.field(v, field)
            })
        }
        proposal.add(.init("replacingUnspecifiedDimensions", .method, ["", "by:CGSize"], result: .named("CGSize"),
                           note: "an unspecified side is the given one's, 10 by 10 points by default") { _, v, args, _ in
            let by = args.value("by")
            let width = Interpreter.field(v, "width").number ?? by.map { CoreGraphicsTypes.number($0, "width") } ?? 10
            let height = Interpreter.field(v, "height").number ?? by.map { CoreGraphicsTypes.number($0, "height") } ?? 10
            return CoreGraphicsTypes.size(width, height)
        })
        registry.register(type: proposal)

        let dimensions = BuiltinType("ViewDimensions", instance: .named("ViewDimensions")) { _ in
            Interpreter.foundationObject("ViewDimensions", [("width", .double(80)), ("height", .double(16))])
        }
        for field in ["width", "height"] {
            dimensions.add(.init(field, .property, result: .double) { _, v, _, _ in Interpreter.field(v, field) })
        }
        dimensions.sampleSource = "LayoutSubview().dimensions(in: .unspecified)"
        registry.register(type: dimensions)

        let subview = BuiltinType(subviewType, instance: .named(subviewType)) { _ in
            Interpreter.foundationObject(subviewType, [("frame", .int(-1)), ("index", .int(0))])
        }
        subview.add(.init(subviewType, .initializer, [""], result: .named(subviewType),
                          note: "a layout's subviews are given to it; one made by hand belongs to no layout, written out only in tests") { _, _, _, _ in
            Interpreter.foundationObject(subviewType, [("frame", .int(-1)), ("index", .int(0))])
        })
        subview.add(.init("sizeThatFits", .method, ["_:ProposedViewSize"], result: .named("CGSize"),
                          note: "the subview's size for the proposal, in points, as the widget's layout measures it") { i, v, args, r in
            let size = try i.layoutSubviewSize(v, args.value(nil) ?? SwiftUICustomLayouts.proposal(nil, nil), at: r)
            return CoreGraphicsTypes.size(size.width, size.height)
        })
        subview.add(.init("dimensions", .method, ["in:ProposedViewSize"], result: .named("ViewDimensions")) { i, v, args, r in
            let size = try i.layoutSubviewSize(v, args.value("in") ?? SwiftUICustomLayouts.proposal(nil, nil), at: r)
            return Interpreter.foundationObject("ViewDimensions", [("width", .double(size.width)), ("height", .double(size.height))])
        })
        subview.add(.init("place", .method, ["at:CGPoint anchor?:UnitPoint proposal?:ProposedViewSize"], result: .void,
                          note: "the subview's anchor (its top leading corner by default) at the point, sized for the proposal") { i, v, args, r in
            try i.placeLayoutSubview(v, at: args.value("at") ?? .null, anchor: args.value("anchor"),
                                     proposal: args.value("proposal") ?? SwiftUICustomLayouts.proposal(nil, nil), range: r)
            return .null
        })
        subview.add(.init("priority", .property, result: .double, note: "0: layout priorities are not read") { _, _, _, _ in .double(0) })
        registry.register(type: subview)

        // `AnyLayout(FlowLayout(spacing: 6))`: the layout itself, placed with its subviews as it is.
        registry.register(function: BuiltinCallable(anyLayout, ["_:Any"], result: .named(anyLayout),
                                                    note: "the layout it wraps; AnyLayout(layout) { … } places the views with it") { _, args, _ in
            args.first?.value ?? .null
        })
        let stack = BuiltinType(stackLayoutType, instance: .named(stackLayoutType)) { _ in .member(name: "vStack", arguments: [.null, .null]) }
        for (name, kind, alignment) in [("HStackLayout", "hStack", "VerticalAlignment"), ("VStackLayout", "vStack", "HorizontalAlignment"),
                                        ("ZStackLayout", "zStack", "Alignment")] {
            let labels = kind == "zStack" ? ["alignment?:Alignment"] : ["alignment?:\(alignment) spacing?:Double?"]
            registry.register(function: BuiltinCallable(name, labels, result: .named(stackLayoutType),
                                                        note: "the stack as a layout: AnyLayout(\(name)()) { … } is the \(kind.dropLast(5).uppercased())Stack") { _, args, _ in
                .member(name: kind, arguments: [args.value("alignment") ?? .null, args.value("spacing") ?? .null])
            })
        }
        registry.register(type: stack)
    }
}

/// The subviews of the custom layouts being asked, innermost last: each one's size functions and the places its
/// `placeSubviews` gave.
struct LayoutFrame {
    var sizes: [CustomLayoutArranger.SubviewSize]
    var placements: [SubviewPlacement?]
}

extension Interpreter {
    /// The subview a `LayoutSubview` value stands for: its frame's size function.
    private func layoutSubview(_ value: Value, at range: SourceRange) throws -> (frame: Int, index: Int) {
        guard case .int(let frame) = Interpreter.field(value, "frame"), case .int(let index) = Interpreter.field(value, "index"),
              layoutFrames.indices.contains(frame), layoutFrames[frame].sizes.indices.contains(index) else {
            throw error("a LayoutSubview is only measured and placed while its layout's sizeThatFits or placeSubviews runs", range)
        }
        return (frame, index)
    }

    /// `subview.sizeThatFits(proposal)`, in points.
    func layoutSubviewSize(_ subview: Value, _ proposal: Value, at range: SourceRange) throws -> (width: Double, height: Double) {
        let (frame, index) = try layoutSubview(subview, at: range)
        let size = layoutFrames[frame].sizes[index](SwiftUICustomLayouts.cells(proposal))
        return (Double(size.width) * PointScale.pointsPerColumn, Double(size.height) * PointScale.pointsPerRow)
    }

    /// `subview.place(at:anchor:proposal:)`: where the subview goes, in cells.
    func placeLayoutSubview(_ subview: Value, at point: Value, anchor: Value?, proposal: Value, range: SourceRange) throws {
        let (frame, index) = try layoutSubview(subview, at: range)
        var unit = WidgetRender.UnitPoint(x: 0, y: 0)
        switch anchor {
        case .member("unitPoint", let parts)? where parts.count == 2:
            unit = WidgetRender.UnitPoint(x: try number(parts[0], "anchor", range), y: try number(parts[1], "anchor", range))
        case .member(let name, _)?: unit = WidgetRender.UnitPoint(name: name) ?? unit
        default: break
        }
        let x = PointScale.columns(CoreGraphicsTypes.number(point, "x"))
        let y = PointScale.rows(CoreGraphicsTypes.number(point, "y"))
        layoutFrames[frame].placements[index] = SubviewPlacement(x: x, y: y, anchor: unit, proposal: SwiftUICustomLayouts.cells(proposal))
    }

    /// Runs `body` with a frame for the subviews pushed, the `LayoutSubview` values standing for them.
    func withLayoutFrame<T>(_ sizes: [CustomLayoutArranger.SubviewSize], _ body: (Value) throws -> T) throws -> (T, LayoutFrame) {
        let frame = layoutFrames.count
        layoutFrames.append(LayoutFrame(sizes: sizes, placements: Array(repeating: nil, count: sizes.count)))
        defer { layoutFrames.removeLast() }
        let subviews = Value.array(sizes.indices.map {
            Interpreter.foundationObject(SwiftUICustomLayouts.subviewType, [("frame", .int(frame)), ("index", .int($0))])
        })
        let result = try body(subviews)
        return (result, layoutFrames[frame])
    }

    /// `AnyLayout(layout) { … }`: the views placed with the layout, one of the program's or a stack.
    func anyLayout(_ layoutExpr: Expr, content: TrailingClosure, _ env: Environment, at range: SourceRange) throws -> Value {
        let layout = try eval(layoutExpr, env)
        guard case .closure(let closure) = try eval(Expr(.closure(content.closure), content.range), env) else { return .view(ViewNode(.empty)) }
        let children = try closureViews(closure, at: range)
        switch layout {
        case .object(let object) where program.symbols.types[object.type]?.isLayout == true:
            guard let symbol = program.symbols.types[object.type] else { break }
            return .view(customLayoutNode(layout, of: symbol, children: children, at: range))
        case .member(let kind, let parts) where parts.count == 2:
            let spacing = parts[1].number
            let name = memberName(parts[0])
            switch kind {
            case "hStack": return .view(ViewNode(.hStack(alignment: name.flatMap(VerticalAlignment.init(rawValue:)) ?? .center, spacing: spacing, children: children)))
            case "vStack": return .view(ViewNode(.vStack(alignment: name.flatMap(HorizontalAlignment.init(rawValue:)) ?? .center, spacing: spacing, children: children)))
            case "zStack": return .view(ViewNode(.zStack(alignment: name.flatMap(Alignment.init(name:)) ?? .center, children: children)))
            default: break
            }
        default: break
        }
        throw error("AnyLayout takes a Layout (HStackLayout(), VStackLayout(), ZStackLayout() or one of the widget's own), not \(typeName(of: layout))", range)
    }

    /// `FlowLayout(spacing: 6) { … }`: the layout's subviews as a node the widget's layout asks it about.
    func customLayoutNode(_ layout: Value, of symbol: TypeSymbol, children: [ViewNode], at range: SourceRange) -> ViewNode {
        ViewNode(.customLayout(CustomLayoutView(children: children, arranger: ProgramLayout(self, layout, symbol, range))))
    }
}

/// A layout of the program asked by the widget's layout: its `sizeThatFits(proposal:subviews:cache:)` and
/// `placeSubviews(in:proposal:subviews:cache:)` run by the interpreter that made it. An error in them is reported
/// (`Interpreter.layoutProblems`) and the layout takes no room.
final class ProgramLayout: CustomLayoutArranger, @unchecked Sendable {
    let interpreter: Interpreter
    let layout: Value
    let symbol: TypeSymbol
    let range: SourceRange

    init(_ interpreter: Interpreter, _ layout: Value, _ symbol: TypeSymbol, _ range: SourceRange) {
        self.interpreter = interpreter
        self.layout = layout
        self.symbol = symbol
        self.range = range
    }

    /// The layout's cache: `makeCache(subviews:)`'s value, or `()`.
    private func cache(_ subviews: Value) throws -> Value {
        guard let make = interpreter.userFunction("makeCache", of: symbol, isStatic: false) else { return .tuple(TupleValue([])) }
        return try interpreter.callMember(make, [CallArgument(label: "subviews", value: subviews, range: range)], self: layout, at: range).0
    }

    private func run<T>(_ name: String, _ subviews: [SubviewSize], _ body: (FunctionDecl, Value) throws -> T) -> (T, LayoutFrame)? {
        guard let function = interpreter.userFunction(name, of: symbol, isStatic: false) else {
            interpreter.layoutProblems?(RuntimeError("layout '\(symbol.name)' has no \(name)", at: range))
            return nil
        }
        do {
            return try interpreter.withLayoutFrame(subviews) { try body(function, $0) }
        } catch let error as RuntimeError {
            interpreter.layoutProblems?(error)
        } catch {
            interpreter.layoutProblems?(RuntimeError("layout '\(symbol.name)': \(error)", at: range))
        }
        return nil
    }

    override func sizeThatFits(_ proposal: ProposedSize, subviews: [SubviewSize]) -> CellSize {
        let answer = run("sizeThatFits", subviews) { function, values -> Value in
            let args = [CallArgument(label: "proposal", value: SwiftUICustomLayouts.proposal(proposal), range: range),
                        CallArgument(label: "subviews", value: values, range: range),
                        CallArgument(label: "cache", value: try cache(values), range: range)]
            return try interpreter.callMember(function, args, self: layout, at: range).0
        }
        guard let size = answer?.0 else { return .zero }
        return CellSize(width: PointScale.columns(CoreGraphicsTypes.number(size, "width")), height: PointScale.rows(CoreGraphicsTypes.number(size, "height")))
    }

    override func placements(in bounds: CellRect, proposal: ProposedSize, subviews: [SubviewSize]) -> [SubviewPlacement?] {
        let placed = run("placeSubviews", subviews) { function, values in
            let rect = CoreGraphicsTypes.rect(Double(bounds.x) * PointScale.pointsPerColumn, Double(bounds.y) * PointScale.pointsPerRow,
                                              Double(bounds.width) * PointScale.pointsPerColumn, Double(bounds.height) * PointScale.pointsPerRow)
            let args = [CallArgument(label: "in", value: rect, range: range),
                        CallArgument(label: "proposal", value: SwiftUICustomLayouts.proposal(proposal), range: range),
                        CallArgument(label: "subviews", value: values, range: range),
                        CallArgument(label: "cache", value: try cache(values), range: range)]
            _ = try interpreter.callMember(function, args, self: layout, at: range)
        }
        return placed?.1.placements ?? []
    }
}
