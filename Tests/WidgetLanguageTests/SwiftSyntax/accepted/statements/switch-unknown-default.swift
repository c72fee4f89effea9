import SwiftUI
func text(for scheme: ColorScheme) -> String {
    switch scheme {
    case .light: return "light"
    case .dark: return "dark"
    @unknown default: return "unknown"
    }
}
