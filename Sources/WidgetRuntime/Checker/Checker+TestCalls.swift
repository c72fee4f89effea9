import WidgetLanguage

/// The functions of `test` blocks: `expect`, `render`, `perform`, `tap` and `configure`.
extension Checker {
    static let testFunctions: Set<String> = ["expect", "render", "perform", "tap", "configure"]

    /// Whether `name` is a test function (`expect`, `render`, `perform`, `tap`, `configure`).
    static func isTestFunction(_ name: String) -> Bool { testFunctions.contains(name) }

    func testFunctionCall(_ name: String, call: Expr, arguments: [Argument], trailing: [TrailingClosure],
                          in scope: Scope) -> SemanticType {
        if context.kind != .test {
            error("'\(name)(…)' is only available in a 'test' block", at: call.range)
        }
        switch name {
        case "expect":
            for argumentIndex in arguments.indices {
                let argument = arguments[argumentIndex]
                if argument.label == "throws" || (argument.label == nil && argument.value.range != arguments.first?.value.range) {
                    let type = infer(argument.value, in: scope, expected: .string)
                    if !type.isAssignable(to: .string) {
                        error("the message of 'expect' is a String, not \(type)", at: argument.value.range)
                    }
                } else {
                    let type = infer(argument.value, in: scope, expected: .bool)
                    if !type.isAssignable(to: .bool) {
                        error("'expect' takes a condition (a Bool), not \(type), as in expect(ToDo.count == 3)", at: argument.value.range)
                    }
                }
            }
            inferTrailing(trailing, in: scope, parameterTypes: [])
            return .void
        case "render", "tap":
            for argument in arguments {
                switch argument.label {
                case "widget":
                    checkWidgetName(argument.value, in: scope)
                case nil where name == "tap" && argument.value.range == arguments.first?.value.range:
                    let type = infer(argument.value, in: scope, expected: .int)
                    if !type.isAssignable(to: .int) {
                        error("'tap' takes a button number (an Int), not \(type)", at: argument.value.range)
                    }
                default:
                    checkFamily(argument.value)
                }
            }
            return name == "render" ? .string : .void
        case "perform":
            for argument in arguments {
                if case .call(let callee, _, _) = argument.value.kind, case .identifier(let typeName) = callee.kind,
                   let symbol = symbols.types[typeName], symbol.kind != .intent {
                    error("'perform' runs an intent; '\(typeName)' is a \(symbol.kind.rawValue)", at: callee.range)
                    continue
                }
                checkIntentArgument(argument.value, in: scope)
            }
            return .void
        case "configure":
            checkConfigureCall(arguments, in: scope)
            return .void
        default:
            inferArguments(arguments, in: scope)
            return .unknown
        }
    }

    /// `configure(TodoOptions(hideCompleted: true))`: a value of the widget's configuration.
    func checkConfigureCall(_ arguments: [Argument], in scope: Scope) {
        var widgetName = firstWidgetName
        for argument in arguments where argument.label == "widget" {
            checkWidgetName(argument.value, in: scope)
            if case .string(let parts) = argument.value.kind, case .text(let name)? = parts.first { widgetName = name }
        }
        guard let value = arguments.first(where: { $0.label == nil })?.value else { return }
        guard case .call(let callee, _, _) = value.kind, case .identifier(let typeName) = callee.kind,
              symbols.types[typeName]?.kind == .configuration else {
            error("'configure' takes a configuration value, as in configure(TodoOptions(hideCompleted: true))", at: value.range)
            infer(value, in: scope)
            return
        }
        infer(value, in: scope)
        guard let widgetName, let widget = symbols.widgets[widgetName], case .widget(let decl) = widget.kind else { return }
        guard case .identifier(let configured)? = decl.property("configuration")?.value.kind else {
            error("widget '\(widgetName)' has no configuration", at: value.range)
            return
        }
        if configured != typeName {
            error("widget '\(widgetName)' is configured by '\(configured)', not '\(typeName)'", at: callee.range)
        }
    }

    /// `widget: "ToDoWidget"` names a widget of the file.
    func checkWidgetName(_ value: Expr, in scope: Scope) {
        guard case .string(let parts) = value.kind, parts.count == 1, case .text(let name) = parts[0] else {
            infer(value, in: scope, expected: .string)
            return
        }
        if symbols.widgets[name] == nil {
            error("no widget named '\(name)'\(suggestion(name, Array(symbols.widgets.keys)))", at: value.range)
        }
    }
}
