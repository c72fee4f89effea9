import SwiftUI
struct Platformed: View {
    var body: some View {
        Text("Hello")
            .padding()
        #if os(iOS)
            .background(Color.blue)
        #elseif os(macOS)
            .background(Color.red)
        #else
            .background(Color.gray)
        #endif
            .cornerRadius(4)
    }
}
