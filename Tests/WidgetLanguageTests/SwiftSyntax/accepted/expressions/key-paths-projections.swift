import SwiftUI
@Observable final class Store { var name = ""; var items: [String] = [] }
struct Editor: View {
    @Bindable var store: Store
    @State private var draft = ""
    var body: some View {
        TextField("Name", text: $store.name)
        TextField("Draft", text: $draft)
        Text(store.name)
        List($store.items, id: \.self) { $item in
            TextField("Item", text: $item)
        }
    }
    var binding: Binding<String> { $store.name }
    var projected: KeyPath<Editor, Binding<String>> { \.$draft }
}
