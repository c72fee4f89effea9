/// A YAML value of the subset project specs use: every scalar is its text
/// (`5.0`, `true` and `"5.0"` are all strings; the reader of a key decides),
/// sequences are arrays, mappings dictionaries; a key with nothing after it is
/// `null`.
public enum YAMLValue: Sendable, Equatable {
    case string(String)
    case list([YAMLValue])
    case map([String: YAMLValue])
    case null

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var list: [YAMLValue]? {
        if case .list(let items) = self { return items }
        return nil
    }

    public var map: [String: YAMLValue]? {
        if case .map(let entries) = self { return entries }
        return nil
    }

    /// The value of `key` in a mapping; nil for a missing key or a value that is not a mapping.
    public subscript(key: String) -> YAMLValue? { map?[key] }

    /// A boolean as YAML writes one (`true`, `yes`, `on` and their opposites, any case); nil for other text.
    public var bool: Bool? {
        switch string?.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }
}

/// A YAML document: its root value, and where each value of it starts, by its path of keys and
/// (for list items) indices.
public struct YAMLDocument: Sendable, Equatable {
    public var root: YAMLValue
    var places: [String: YAMLPlace] = [:]

    /// Where the value at `path` (`["targets", "App", "sources", "0"]`) starts; nil for a path the
    /// document does not have.
    public func place(of path: [String]) -> YAMLPlace? { places[Self.key(path)] }

    static func key(_ path: [String]) -> String { path.joined(separator: "\u{1F}") }
}

/// A line and column in a YAML text, both from 1 (columns count characters).
public struct YAMLPlace: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public var description: String { "\(line):\(column)" }
}

/// A YAML text that cannot be read: where and why.
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(line):\(column): \(message)" }
}
