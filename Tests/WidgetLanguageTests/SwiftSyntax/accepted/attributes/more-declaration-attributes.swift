import Foundation
import SwiftUI
final class Document: NSObject {
    @NSCopying var title: NSString = ""
    @TaskLocal static var requestID: String = "none"
}
@requires_stored_property_inits final class Stored: NSObject { var value = 0 }
extension EnvironmentValues {
    @Entry var accent: Color = .blue
    @Entry var compact = false
}
func traced() async {
    await Document.$requestID.withValue("abc") {
        print(Document.requestID)
    }
}
