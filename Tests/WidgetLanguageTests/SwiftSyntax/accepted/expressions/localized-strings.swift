import Foundation
func localized(_ count: Int) -> String {
    let a = String(localized: "Hello")
    let b = NSLocalizedString("key", comment: "A comment")
    let c = String(localized: "\(count) items", comment: "count")
    let resource: LocalizedStringResource = "Widget Title"
    return a + b + c + String(localized: resource)
}
