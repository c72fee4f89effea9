/// A property list value: what `project.pbxproj`, an `Info.plist` and a
/// `.strings` file hold. The old-style (OpenStep) format Xcode writes has only
/// strings, data, arrays and dictionaries; the XML format adds numbers,
/// booleans and dates.
public enum PropertyList: Sendable, Equatable {
    case string(String)
    case data([UInt8])
    case array([PropertyList])
    case dictionary([String: PropertyList])
    case integer(Int)
    case real(Double)
    case bool(Bool)
    /// An XML `<date>`, as written (ISO 8601).
    case date(String)

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var array: [PropertyList]? {
        if case .array(let items) = self { return items }
        return nil
    }

    public var dictionary: [String: PropertyList]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }

    /// The value of `key` in a dictionary; nil for a missing key or a value that is not a dictionary.
    public subscript(key: String) -> PropertyList? {
        dictionary?[key]
    }

    /// The strings of an array (other items skipped); a single string is a one-item list, as build
    /// settings write a list of one.
    public var strings: [String] {
        switch self {
        case .string(let text): return [text]
        case .array(let items): return items.compactMap(\.string)
        default: return []
        }
    }

    /// A boolean: `<true/>`/`<false/>`, or the strings build settings use (`YES`, `NO`, `true`, `1`, …).
    public var bool: Bool? {
        switch self {
        case .bool(let value): return value
        case .integer(let value): return value != 0
        case .string(let text):
            switch text.lowercased() {
            case "yes", "true", "1": return true
            case "no", "false", "0": return false
            default: return nil
            }
        default: return nil
        }
    }
}
