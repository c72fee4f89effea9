import SwiftUI
struct Menu: View {
    @State private var shown = false
    var body: some View {
        Button {
            shown.toggle()
        } label: {
            Label("Show", systemImage: "eye")
        }
        .sheet(isPresented: $shown) {
            Text("Sheet")
        }
        DisclosureGroup {
            Text("Content")
        } label: {
            Text("Title")
        }
    }
}
func animate() {
    UIView.animate(withDuration: 0.3) {
        print("changes")
    } completion: { finished in
        print(finished)
    }
}
