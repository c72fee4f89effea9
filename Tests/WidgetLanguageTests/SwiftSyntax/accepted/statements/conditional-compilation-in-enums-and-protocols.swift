enum Platform {
    case linux
    #if os(iOS)
    case phone, pad
    #elseif os(macOS)
    case mac
    #endif
}
protocol Service {
    func start()
    #if DEBUG
    func dump() -> String
    #endif
}
extension Platform {
    #if canImport(UIKit)
    static let hasTouch = true
    #else
    static let hasTouch = false
    #endif
}
