import SwiftUI
struct PreviewCard: View {
    let model: String
    let source: String
    var test = false
    var body: some View {
        VStack {
            Text(model)
            Text(source)
            if test { Text("test") }
        }
    }
}
struct Gallery: View {
    let widget: String
    var body: some View { PreviewCard(model: widget, source: "gallery") }
}
