import SwiftUI
struct Toggles: View {
    @State private var isOn = false
    @Binding var value: Double
    @FocusState private var focused: Bool
    var body: some View {
        Toggle("On", isOn: $isOn)
        Slider(value: $value, in: 0...1)
        TextField("x", text: .constant("")).focused($focused)
        Child(flag: $isOn)
    }
    func reset() {
        $value.wrappedValue = 0
        _isOn = State(initialValue: true)
    }
}
struct Child: View { @Binding var flag: Bool; var body: some View { EmptyView() } }
