/// The types the checker reasons about. `unknown` matches everything, so the
/// checker only reports mismatches it is sure of.
/// Only the cases that nest a type are boxed: `.named` and the simple types need no allocation.
public enum SemanticType: Sendable, Hashable, CustomStringConvertible {
    case int, double, string, bool, date, duration, data, void
    indirect case optional(SemanticType)
    indirect case array(SemanticType)
    indirect case dictionary(SemanticType, SemanticType)
    /// A user type: model, struct, entry, entity, enum, intent or configuration.
    case named(String)
    /// A declared type used as a value: `ToDo` in `ToDo.all`.
    case metatype(String)
    case view, image, text, family, timeline, policy, keyPath, source, intentError, shape, color, font
    case closure
    /// `(Data, URLResponse)`, `(x: Int, y: Int)`: two or more elements, each maybe labelled.
    case tuple(labels: [String?], elements: [SemanticType])
    /// Swift's `Result<Success, Failure>`: its two sides' types, which `.success(…)`, `.failure(…)` and their patterns take.
    indirect case result(SemanticType, SemanticType)
    case unknown

    public var description: String {
        switch self {
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .bool: return "Bool"
        case .date: return "Date"
        case .duration: return "Duration"
        case .data: return "Data"
        case .void: return "Void"
        case .optional(let t): return "\(t)?"
        case .array(let t): return "[\(t)]"
        case .dictionary(let k, let v): return "[\(k): \(v)]"
        case .named(let name): return name
        case .metatype(let name): return "\(name).Type"
        case .view: return "View"
        case .image: return "Image"
        case .text: return "Text"
        case .family: return "WidgetFamily"
        case .timeline: return "Timeline"
        case .policy: return "TimelineReloadPolicy"
        case .keyPath: return "KeyPath"
        case .source: return "Source"
        case .intentError: return "IntentError"
        case .shape: return "Shape"
        case .color: return "Color"
        case .font: return "Font"
        case .closure: return "Closure"
        case .tuple(let labels, let elements):
            return "(" + zip(labels, elements).map { ($0.map { "\($0): " } ?? "") + $1.description }.joined(separator: ", ") + ")"
        case .result(let success, let failure): return "Result<\(success), \(failure)>"
        case .unknown: return "_"
        }
    }

    // Matched, not compared with `==`: the derived `==` is a call that copies
    // both values, and these run for nearly every expression checked.
    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    /// The type without optional wrapping.
    var unwrapped: SemanticType {
        if case .optional(let t) = self { return t.unwrapped }
        return self
    }

    var isVoid: Bool {
        if case .void = self { return true }
        return false
    }

    var isNumeric: Bool {
        switch self {
        case .int, .double: return true
        default: return false
        }
    }

    var isViewLike: Bool {
        switch self {
        case .view, .image, .text, .shape, .color: return true
        default: return false
        }
    }

    /// Whether a value of this type can be used where `target` is expected.
    func isAssignable(to target: SemanticType) -> Bool {
        if self == target { return true }
        if isUnknown || target.isUnknown { return true }
        switch (self, target) {
        case (.int, .double): return true
        // `let nothing: () = ()`: the empty tuple is Void.
        case (.tuple(_, let elements), .void) where elements.isEmpty: return true
        case (.void, .tuple(_, let elements)) where elements.isEmpty: return true
        case (_, .optional(let wrapped)):
            if case .optional(let inner) = self { return inner.isAssignable(to: wrapped) }
            return isAssignable(to: wrapped)
        case (.array(let a), .array(let b)): return a.isAssignable(to: b)
        // A range of Ints where a built-in takes a sequence (`ForEach(0..<3)`, `Array(1...5)`, `zip(a, 1...)`).
        case (.named(let name), .array(let b)) where SwiftRanges.isRangeType(name) || name == SwiftLazySequences.fromType: return SemanticType.int.isAssignable(to: b)
        // `let unit: ClosedRange<Double> = 0...1`: integer literals make a range of Doubles.
        case (.named(let name), .named(let target)) where SwiftComparableRanges.acceptsIntRange(name, as: target): return true
        // `FetchDescriptor(predicate: p)` (its argument inferred) where a `FetchDescriptor<Todo>` goes, and back:
        // a generic type written without its arguments is the same type.
        case (.named(let name), .named(let target)) where (GenericName.base(name) == nil) != (GenericName.base(target) == nil)
                                                        && (GenericName.base(name) ?? name) == (GenericName.base(target) ?? target):
            return true
        case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
            return k1.isAssignable(to: k2) && v1.isAssignable(to: v2)
        case (.image, .view), (.shape, .view), (.color, .view), (.view, .image): return true
        // The path a `Path { path in … }` closure is given goes where a `Path` is written (`build(&path)`, `inout Path`):
        // the written type names the finished shape, the closure's parameter the path being built; both are SwiftUI's `Path`.
        case (.named("Path"), .shape): return true
        // `box.map(\.count)`: a key path where a function of its root goes (SE-0249).
        case (.keyPath, .closure): return true
        // A `Text` is a view; a modifier that keeps a `Text` (`.bold()`) is checked where it is written.
        case (.text, .view), (.view, .text): return true
        // An optional view is a view, as SwiftUI's `Optional: View` makes it (`.widgetBackground(model.gradient)` where the
        // helper takes `some View`): nil draws nothing.
        case (.optional(let wrapped), .view) where wrapped.isAssignable(to: .view): return true
        // A property written `UUID` holds the identifier's text (a model stores it so): `UUID()` goes in.
        case (.named("UUID"), .string): return true
        // … and a value of a property written `UUID` goes where `UUID()` gave the type (`var id = UUID()`, `self.id = id`).
        case (.string, .named("UUID")): return true
        // A `Binding<T>` a function gives (`.constant(x)`) is its value in a widget, where nothing changes it:
        // it goes where a `@Binding var x: T` or a `T` goes.
        case (.named("Binding"), _): return true
        // A Live Activity's `context` (its content closure's parameter, which Widgetry does not draw) goes where a helper takes
        // `ActivityViewContext<Attributes>`.
        case (_, .named("ActivityViewContext")): return true
        // An `NSError` is an `Error` (`completion(.failure(error ?? NSError(domain: …)))`).
        case (.named("NSError"), .intentError): return true
        // `primaryPrice: 51229.50` where an `NSNumber` goes: a number or Bool literal makes one.
        case (.int, .named("NSNumber")), (.double, .named("NSNumber")), (.bool, .named("NSNumber")): return true
        case (.result(let s1, let f1), .result(let s2, let f2)): return s1.isAssignable(to: s2) && f1.isAssignable(to: f2)
        case (.tuple(_, let a), .tuple(_, let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.isAssignable(to: $1) }
        default: return false
        }
    }
}

/// The type named by a written type, or nil if it names nothing known.
extension SemanticType {
    static let builtinTypeNames: [String: SemanticType] = [
        "Int": .int, "Double": .double, "Float": .double, "Float16": .double, "String": .string, "Bool": .bool,
        // Foundation's `ObjCBool` (`fileExists(atPath:isDirectory:)`'s flag) is a Bool here, its `boolValue` itself.
        "ObjCBool": .bool,
        "Date": .date, "ID": .string, "UUID": .string, "Image": .image, "UIImage": .image, "Data": .data,
        "URL": .string, "NSURL": .string,
        // Foundation's Objective-C classes bridged to Swift's values (`as NSData?`, `[NSDate]`).
        "NSData": .data, "NSDate": .date,
        // Core Foundation's string, toll-free bridged (`"name" as CFString` for a `CFNotificationName`).
        "CFString": .string,
        // A `URLSessionTask` is any of a session's tasks (data, download): checked loosely, as a superclass is.
        "URLSessionTask": .unknown, "Color": .color, "Duration": .duration, "TimeInterval": .double,
        // A custom `Layout`'s subviews (`Subviews`, its alias of `LayoutSubviews`): a collection of `LayoutSubview`s.
        "LayoutSubviews": .array(.named("LayoutSubview")), "Subviews": .array(.named("LayoutSubview")),
        // `#selector(changed(_:))` is the method's name (`addObserver(_:selector:name:object:)` calls it by name).
        "Selector": .string,
        "WidgetFamily": .family, "View": .view, "Text": .text, "Path": .shape, "Timeline": .timeline, "TimelineReloadPolicy": .policy,
        // Swift's spellings the Swift front end passes on (`(E) -> ()` is `Closure`, a tuple `Tuple`).
        // `var style: AnyShapeStyle`: a style of any kind (a colour, a gradient, a material).
        "AnyShapeStyle": .unknown,
        // `var transition: AnyTransition { .opacity }`: a transition, which a still frame does not run (`.transition` has no effect).
        "AnyTransition": .unknown,
        // `by keyPath: KeyPath<Element, V>`: a key path of any root and value (a closure is not one).
        "KeyPath": .keyPath, "WritableKeyPath": .keyPath, "ReferenceWritableKeyPath": .keyPath, "PartialKeyPath": .keyPath, "AnyKeyPath": .keyPath,
        "Closure": .closure, "Any": .unknown, "AnyObject": .unknown, "CVarArg": .unknown, "Tuple": .unknown, "Void": .void,
        // `copy(with zone: NSZone? = nil)` of NSCopying: a zone is a pointer nothing reads.
        "NSZone": .unknown,
        "CGFloat": .double, "CLLocationDegrees": .double, "CLLocationDistance": .double, "CLLocationDirection": .double,
        "CLLocationSpeed": .double, "CLLocationAccuracy": .double, "Int64": .int, "Int32": .int, "UInt": .int, "LocalizedStringResource": .string, "LocalizedStringKey": .string, "String.LocalizationValue": .string,
        "IntentDescription": .string, "IntentDialog": .string, "Notification.Name": .string, "NSNotification.Name": .string,
        // `relativeTo textStyle: Font.TextStyle`: a text style is written as the font of that style (`.body`).
        "Font.TextStyle": .font,
        // `Date.FormatStyle`: the date styles' table (`.dateTime`, `Date.FormatStyle(date:time:)`), extended as it is.
        "Date.FormatStyle": .named("DateFormatStyle"),
        // Foundation's `IndexSet`: the array of its integers (`FoundationIndexSet`).
        "IndexSet": .array(.int),
        "Substring": .string, "StaticString": .string, "Character": .string, "String.Index": .int, "Unicode.Scalar": .string, "UnicodeScalar": .string,
        "Int8": .int, "Int16": .int, "UInt8": .int, "UInt16": .int, "UInt32": .int, "UInt64": .int,
        // Foundation's Decimal: a number the checker reads as a Double (`FoundationDecimal`).
        "Decimal": .double,
        // Swift Charts' content: its marks are views the chart gathers (`SwiftCharts`).
        "ChartContent": .view, "AxisContent": .view,
    ]
}

extension SemanticType {
    /// The type a built-in's signature names: `Int`, `Date?`, `[Any]`, `Calendar.Component`; `Any` matches everything.
    static func parse(_ text: String) -> SemanticType {
        if text.hasSuffix("?") { return .optional(parse(String(text.dropLast()))) }
        if text.hasPrefix("["), text.hasSuffix("]") {
            // `[Key:Value]` (a signature's words are split at spaces, so a dictionary is written without one).
            let inside = text.dropFirst().dropLast()
            var depth = 0
            for index in inside.indices {
                switch inside[index] {
                case "[", "<", "(": depth += 1
                case "]", ">", ")": depth -= 1
                case ":" where depth == 0:
                    return .dictionary(parse(String(inside[..<index])), parse(String(inside[inside.index(after: index)...])))
                default: break
                }
            }
            return .array(parse(String(inside)))
        }
        if text == "Any" || text.isEmpty { return .unknown }
        if text == "Font" { return .font }
        if text == "Closure" { return .closure }
        if let builtin = builtinTypeNames[text] { return builtin }
        return .named(text)
    }

    /// How docs/apple-api.md writes the type.
    var documentedName: String {
        switch self {
        case .unknown: return "Any"
        case .optional(let t): return t.documentedName + "?"
        case .array(let t): return "[\(t.documentedName)]"
        default: return description
        }
    }
}
