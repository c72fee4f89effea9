import WidgetLanguage
/// Which options a command takes: flags (no value) and options with a value (repeatable or not).
struct OptionSpec {
    var flags: Set<String> = []
    var values: Set<String> = []
    var repeatable: Set<String> = []
    /// Options whose value must be written NAME=VALUE.
    var keyValue: Set<String> = ["--config", "--source"]
}

struct UsageError: Error {
    let message: String
}

/// A command's arguments split into positionals, flags and option values.
struct ParsedArguments {
    var positionals: [String] = []
    var flags: Set<String> = []
    var values: [String: [String]] = [:]
    /// The options in the order given (for "the last of --plain and --color wins").
    var order: [String] = []
    /// The command's name, for messages.
    var command = ""

    init(_ arguments: [String], spec: OptionSpec) throws {
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--" {
                positionals += arguments[(i + 1)...]
                break
            }
            if argument.hasPrefix("--") {
                var name = argument
                var inlineValue: String?
                if let eq = argument.firstIndex(of: "=") {
                    name = String(argument[..<eq])
                    inlineValue = String(argument[argument.index(after: eq)...])
                }
                if spec.flags.contains(name) {
                    if inlineValue != nil { throw UsageError(message: "option '\(name)' takes no value") }
                    flags.insert(name)
                    order.append(name)
                } else if spec.values.contains(name) || spec.repeatable.contains(name) {
                    let value: String
                    if let inlineValue {
                        value = inlineValue
                    } else {
                        guard i + 1 < arguments.count else { throw UsageError(message: "option '\(name)' needs a value") }
                        i += 1
                        value = arguments[i]
                    }
                    if spec.keyValue.contains(name), !value.contains("=") || value.hasPrefix("=") {
                        throw UsageError(message: "\(name) takes NAME=VALUE, not '\(value)'")
                    }
                    if spec.values.contains(name), values[name] != nil {
                        throw UsageError(message: "option '\(name)' is given more than once")
                    }
                    values[name, default: []].append(value)
                    order.append(name)
                } else {
                    let known = Array(spec.flags) + Array(spec.values) + Array(spec.repeatable)
                    let hint = closestMatch(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
                    throw UsageError(message: "unknown option '\(name)'\(hint)")
                }
            } else {
                positionals.append(argument)
            }
            i += 1
        }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    /// Whichever of `names` was given last, if any.
    func last(of names: Set<String>) -> String? { order.last { names.contains($0) } }
    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
}
