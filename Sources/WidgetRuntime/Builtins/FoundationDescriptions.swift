import Foundation

extension Interpreter {
    /// Foundation's own description of a value of its types that Widgetry keeps as fields; nil for other values.
    static func foundationDescription(_ object: ObjectValue) -> String? {
        switch object.type {
        case "UUID":
            guard case .string(let text)? = object["uuidString"] else { return nil }
            return text
        case "Locale":
            guard case .string(let identifier)? = object["identifier"] else { return nil }
            return Locale(identifier: identifier).description
        case "TimeZone":
            guard case .string(let identifier)? = object["identifier"] else { return nil }
            guard let zone = TimeZone(identifier: identifier) else { return nil }
            // `GMT+0100` is the identifier of `TimeZone(secondsFromGMT: 3600)`, which describes itself as `GMT (3600)`.
            if identifier.count == 8, identifier.hasPrefix("GMT") { return TimeZone(secondsFromGMT: zone.secondsFromGMT())?.description }
            return zone.description
        case "DateInterval":
            guard case .date(let start)? = object["start"], case .date(let end)? = object["end"], start <= end else { return nil }
            return DateInterval(start: start, end: end).description
        default: return CryptoKitDigests.description(object)
        }
    }
}
