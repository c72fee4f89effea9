import SwiftUI
func configure() {
    if #available(iOS 17.0, macOS 14.0, watchOS 10, *) {
        print("new")
    } else {
        print("old")
    }
    guard #available(iOS 16.4, *) else { return }
    if #available(visionOS 1, *), let x = Optional(1) { print(x) }
    if #unavailable(iOS 15) { print("very old") }
    while #available(iOS 18, *) { break }
}
