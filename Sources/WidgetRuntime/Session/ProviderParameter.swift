import WidgetLanguage

/// The parameters of a provider's blocks, told apart by their labels as Swift
/// writes them: `timeline(for configuration:in context:)`,
/// `getTimeline(in context:completion:)`. An unlabelled parameter (the `.widget`
/// spelling `timeline(config)`) is the configuration.
enum ProviderParameter: Equatable {
    case configuration, context, completion

    init(label: String?) {
        switch label {
        case "in": self = .context
        case "completion": self = .completion
        default: self = .configuration
        }
    }

    static let contextType = "TimelineProviderContext"

    /// `context.family`, `context.isPreview`, `context.displaySize`.
    static func context(family: String, isPreview: Bool) -> Value {
        let size = WidgetFamilySize.points(family)
        return .object(ObjectValue(type: contextType, fields: [
            ("family", .family(family)), ("isPreview", .bool(isPreview)),
            ("displaySize", .object(ObjectValue(type: "CGSize", fields: [("width", .double(size.width)), ("height", .double(size.height))]))),
        ]))
    }

    /// A completion handler: a closure that keeps its argument in a variable of the
    /// block's environment, read when the body has run. (`Task { … }` runs at once,
    /// so a handler called inside one has been called by then.)
    struct Completion {
        static let variable = "completion result"
        /// The handler's parameter (not a Swift name: the handler is the runtime's code).
        static let parameter = "completion value"
        let block: NamedBlock
        let environment: Environment

        var closure: Value {
            let range = block.nameRange
            environment.define(Completion.variable, .null)
            let body = Stmt(.expr(Expr(.assign(op: "=", target: Expr(.identifier(Completion.variable), range),
                                              value: Expr(.identifier(Completion.parameter), range)), range)), range)
            let closure = Closure(parameters: [.init(name: Completion.parameter, type: nil, range: range)], body: [body], range: range)
            return .closure(ClosureValue(closure: closure, environment: environment))
        }

        func result(in env: Environment) throws -> Value {
            let value = env.lookup(Completion.variable) ?? .null
            if value.isNull {
                throw RuntimeError("'\(block.name)' \(Completion.neverCalled)", at: block.nameRange)
            }
            return value
        }

        /// What a provider that never gave its timeline did (`guard let data else { return }` with no data yet).
        static let neverCalled = "ended without calling its completion handler"
    }
}

/// The size of each family in points, as on an iPhone 15 (`context.displaySize`).
enum WidgetFamilySize {
    static func points(_ family: String) -> (width: Double, height: Double) {
        switch family {
        case "systemMedium": return (338, 158)
        case "systemLarge": return (338, 354)
        case "systemExtraLarge": return (715, 354)
        case "systemExtraLargePortrait": return (354, 715)
        case "accessoryCircular": return (72, 72)
        // A corner of a 45 mm watch face.
        case "accessoryCorner": return (40, 40)
        case "accessoryRectangular": return (160, 72)
        case "accessoryInline": return (234, 26)
        default: return (158, 158)
        }
    }
}
