import WidgetSources

extension DecodingOptions {
    /// Reads `keys:` and `dates:` from a source's arguments (`.convertFromSnakeCase`, `.iso8601`).
    public static func from(keys: Value?, dates: Value?) throws(SourceFailure) -> DecodingOptions {
        var options = DecodingOptions()
        switch keys {
        case nil, .null?: break
        case .member(let name, _)?:
            guard let strategy = Keys(rawValue: name) else {
                throw SourceFailure("unknown key strategy '.\(name)'; use .convertFromSnakeCase or .useDefaultKeys")
            }
            options.keys = strategy
        default: throw SourceFailure("'keys:' takes .convertFromSnakeCase or .useDefaultKeys")
        }
        switch dates {
        case nil, .null?: break
        case .member("iso8601", _)?: options.dates = .iso8601
        case .member("secondsSince1970", _)?: options.dates = .secondsSince1970
        case .member("millisecondsSince1970", _)?: options.dates = .millisecondsSince1970
        case .member("deferredToDate", _)?: options.dates = .deferredToDate
        case .member("formatted", let arguments)?:
            guard case .string(let format)? = arguments.first else { throw SourceFailure(".formatted takes a date format, as in .formatted(\"yyyy-MM-dd\")") }
            options.dates = .formatted(format)
        case .member(let name, _)?:
            throw SourceFailure("unknown date strategy '.\(name)'; use one of \(Dates.names.map { "." + $0 }.joined(separator: ", "))")
        default: throw SourceFailure("'dates:' takes a date strategy such as .iso8601")
        }
        return options
    }
}
