enum Units {
    static let metersPerMile = 1609.34
    static func miles(_ m: Double) -> Double { m / metersPerMile }
    case metric, imperial
    var symbol: String { self == .metric ? "km" : "mi" }
}
