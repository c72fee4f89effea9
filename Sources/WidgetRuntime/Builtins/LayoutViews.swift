import WidgetLanguage
import WidgetRender

/// SwiftUI's views that read the size they are offered (`GeometryReader`) or
/// arrange views in rows and columns (`Grid`, `LazyVGrid`, `LazyHGrid`), and
/// the values they take (`GeometryProxy`, `GridItem`).
enum LayoutViews {
    static func register(in registry: inout BuiltinRegistry) {
        let views: [BuiltinCallable] = [
            .init("GeometryReader", ["{}!"], result: .view,
                  note: "the proxy's size is the size offered, in points (8 per column, 16 per row); content at the top leading corner") { i, args, r in
                guard let content = i.contentClosure(args) else { throw i.error("GeometryReader takes a closure, as in GeometryReader { proxy in … }", r) }
                return .view(i.geometryReader(content, at: r))
            },
            .init("Grid", ["alignment?:Alignment horizontalSpacing? verticalSpacing? {}!"], result: .view,
                  note: "columns as wide as their widest cell; a view outside a GridRow spans the row") { i, args, r in
                let alignment = try i.gridAlignment(args.value("alignment"), at: r) ?? .center
                return .view(ViewNode(.grid(GridView(layout: .rows, alignment: alignment,
                                                     horizontalSpacing: args.value("horizontalSpacing")?.number,
                                                     verticalSpacing: args.value("verticalSpacing")?.number,
                                                     children: try i.contentViews(args, at: r)))))
            },
            .init("GridRow", ["alignment?:VerticalAlignment {}!"], result: .view, note: "a row of a Grid's cells; an HStack elsewhere") { i, args, r in
                let alignment = i.memberName(args.value("alignment")).flatMap(VerticalAlignment.init(rawValue:))
                return .view(ViewNode(.gridRow(alignment: alignment, children: try i.contentViews(args, at: r))))
            },
            .init("LazyVGrid", ["columns:[GridItem] alignment?:HorizontalAlignment spacing? pinnedViews? {}!"], result: .view,
                  note: "all views drawn (a widget does not scroll); pinnedViews has no effect") { i, args, r in
                .view(try i.lazyGrid(.vertical, items: args.value("columns"), args, at: r))
            },
            .init("LazyHGrid", ["rows:[GridItem] alignment?:VerticalAlignment spacing? pinnedViews? {}!"], result: .view,
                  note: "all views drawn (a widget does not scroll); pinnedViews has no effect") { i, args, r in
                .view(try i.lazyGrid(.horizontal, items: args.value("rows"), args, at: r))
            },
        ]
        for view in views { registry.register(view: view) }

        let proxy = BuiltinType(GeometryProxyValue.typeName, instance: .named(GeometryProxyValue.typeName)) { _ in
            GeometryProxyValue.make(width: 144, height: 144)
        }
        proxy.sampleSource = "GeometryProxy(width: 144, height: 144)"
        proxy.add(.init(GeometryProxyValue.typeName, .initializer, ["width:Double height:Double"], result: .named(GeometryProxyValue.typeName),
                        note: "made by GeometryReader; written out only in tests") { i, _, args, r in
            GeometryProxyValue.make(width: try i.number(args.value("width"), "GeometryProxy", r), height: try i.number(args.value("height"), "GeometryProxy", r))
        })
        proxy.add(.init("size", .property, result: .named("CGSize"), note: "the size offered, in points") { _, v, _, _ in Interpreter.field(v, "size") })
        proxy.add(.init("safeAreaInsets", .property, result: .named("EdgeInsets"), note: "zero: a widget has no safe area") { _, _, _, _ in
            EnvironmentValues.edgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        })
        proxy.add(.init("frame", .method, ["in:CoordinateSpace"], result: .named("CGRect"),
                        note: "at the origin, the size offered: a widget's views do not learn where they are drawn") { _, v, _, _ in
            let size = Interpreter.field(v, "size")
            return CoreGraphicsTypes.rect(0, 0, CoreGraphicsTypes.number(size, "width"), CoreGraphicsTypes.number(size, "height"))
        })
        registry.register(type: proxy)
        let space = FoundationDates.enumeration("CoordinateSpace", ["local", "global"])
        space.add(.init("named", .staticMethod, ["_:String"], result: .named("CoordinateSpace")) { _, _, args, _ in
            .member(name: "named", arguments: [args.first?.value ?? .null])
        })
        registry.register(type: space)

        let item = BuiltinType("GridItem", instance: .named("GridItem")) { _ in GridItemValue.make(size: .member(name: "flexible", arguments: [])) }
        item.sampleSource = "GridItem(.flexible())"
        item.add(.init("GridItem", .initializer, ["_? spacing? alignment?"], result: .named("GridItem"),
                       note: ".fixed(points), .flexible(minimum:maximum:), .adaptive(minimum:maximum:)") { i, _, args, r in
            let size = args.value(nil) ?? .member(name: "flexible", arguments: [])
            _ = try i.gridItemSize(size, at: r)  // a wrong size is an error where the item is made
            return GridItemValue.make(size: size, spacing: args.value("spacing") ?? .null, alignment: args.value("alignment") ?? .null)
        })
        registry.register(type: item)
    }
}

/// A `GeometryProxy` value: its `size` as a `CGSize` in points.
enum GeometryProxyValue {
    static let typeName = "GeometryProxy"

    static func make(width: Double, height: Double) -> Value {
        Interpreter.foundationObject(typeName, [("size", Interpreter.foundationObject("CGSize", [("width", .double(width)), ("height", .double(height))]))])
    }
}

/// A `GridItem` value: its size (`.fixed(40)`, …), spacing and alignment as written.
enum GridItemValue {
    static func make(size: Value, spacing: Value = .null, alignment: Value = .null) -> Value {
        Interpreter.foundationObject("GridItem", [("size", size), ("spacing", spacing), ("alignment", alignment)])
    }
}

extension Interpreter {
    /// The trailing (or `content:`) closure of a view call.
    /// The first closure among the arguments, whatever its label (`drawLayer { … }`, `forEach(_:)`, `withAnimation(.spring) { … }`).
    func firstClosure(_ args: [CallArgument]) -> ClosureValue? {
        for argument in args { if case .closure(let closure) = argument.value { return closure } }
        return nil
    }

    func contentClosure(_ args: [CallArgument]) -> ClosureValue? {
        for argument in args where argument.label == "{}" || argument.label == "content" {
            if case .closure(let closure) = argument.value { return closure }
        }
        return nil
    }

    /// The views the content closure builds (none without one).
    func contentViews(_ args: [CallArgument], at range: SourceRange) throws -> [ViewNode] {
        guard let closure = contentClosure(args) else { return [] }
        return try within(.view) { try callViewClosure(closure, [], at: range) }
    }

    func gridAlignment(_ value: Value?, at range: SourceRange) throws -> Alignment? {
        guard let value else { return nil }
        guard let name = memberName(value), let alignment = Alignment(name: name) else {
            throw error("unknown alignment \(describe(value)); use .center, .leading, .topLeading, …", range)
        }
        return alignment
    }

    func lazyGrid(_ axis: Axis, items: Value?, _ args: [CallArgument], at range: SourceRange) throws -> ViewNode {
        var gridItems: [GridItem] = []
        for item in try elements(of: items ?? .array([]), at: range) { gridItems.append(try gridItem(item, at: range)) }
        var alignment = Alignment.center
        if let name = memberName(args.value("alignment")) {
            // A LazyVGrid aligns horizontally, a LazyHGrid vertically.
            if axis == .vertical, let horizontal = HorizontalAlignment(rawValue: name) { alignment.horizontal = horizontal }
            if axis == .horizontal, let vertical = VerticalAlignment(rawValue: name) { alignment.vertical = vertical }
        }
        let spacing = args.value("spacing")?.number
        return ViewNode(.grid(GridView(layout: .lazy(axis: axis, items: gridItems), alignment: alignment,
                                       horizontalSpacing: axis == .horizontal ? spacing : nil,
                                       verticalSpacing: axis == .vertical ? spacing : nil,
                                       children: try contentViews(args, at: range))))
    }

    func gridItem(_ value: Value, at range: SourceRange) throws -> GridItem {
        guard case .object(let object) = value, object.type == "GridItem" else {
            throw error("a grid's columns and rows are GridItems, as in [GridItem(.flexible()), GridItem(.fixed(40))]; found \(typeName(of: value))", range)
        }
        var item = GridItem(try gridItemSize(object["size"] ?? .null, at: range))
        item.spacing = object["spacing"]?.number
        if let name = memberName(object["alignment"]) { item.alignment = Alignment(name: name) }
        return item
    }

    /// `.fixed(40)`, `.flexible(minimum: 20)`, `.adaptive(minimum: 50, maximum: 80)`.
    func gridItemSize(_ value: Value, at range: SourceRange) throws -> GridItem.Size {
        guard case .member(let name, let arguments) = value else {
            throw error("GridItem takes .fixed(_:), .flexible(minimum:maximum:) or .adaptive(minimum:maximum:)", range)
        }
        // Labelled arguments come as one tuple (see the implicit member call).
        var labelled: [String: Double] = [:]
        var positional: [Double] = []
        for argument in arguments {
            if case .tuple(let tuple) = argument {
                for (label, element) in zip(tuple.labels, tuple.elements) {
                    guard let number = element.number else { continue }
                    if let label { labelled[label] = number } else { positional.append(number) }
                }
            } else if let number = argument.number {
                positional.append(number)
            }
        }
        func length(_ number: Double?, _ fallback: Double) -> Double { number.map { $0.isNaN ? fallback : max(0, $0) } ?? fallback }
        switch name {
        case "fixed":
            guard let points = positional.first ?? labelled.values.first else { throw error("'.fixed' takes a length in points, as in .fixed(40)", range) }
            return .fixed(length(points, 0))
        case "flexible":
            return .flexible(minimum: length(labelled["minimum"], 10), maximum: length(labelled["maximum"], .infinity))
        case "adaptive":
            guard let minimum = labelled["minimum"] ?? positional.first else {
                throw error("'.adaptive' takes a minimum, as in .adaptive(minimum: 50)", range)
            }
            return .adaptive(minimum: length(minimum, 10), maximum: length(labelled["maximum"], .infinity))
        default:
            throw error("unknown grid item size '.\(name)'; use .fixed(_:), .flexible(minimum:maximum:) or .adaptive(minimum:maximum:)", range)
        }
    }
}
