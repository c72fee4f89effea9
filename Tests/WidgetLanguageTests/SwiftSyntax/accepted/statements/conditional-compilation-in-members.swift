import SwiftUI
struct Main: View {
    var body: some View {
        VStack {
            Text("a")
            #if os(macOS)
            Text("mac")
            #else
            Text("not mac")
            #endif
        }
        .toolbar {
            #if os(iOS)
            ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
            #endif
        }
    }
}
