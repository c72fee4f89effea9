import SwiftUI
struct Styled: View {
    var body: some View {
        Text("Hi")
            .font(.headline)
            .foregroundStyle(.secondary)
            .padding(.horizontal, 8)
            .background(.blue.opacity(0.2), in: .rect(cornerRadius: 4))
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}
let color: Color = .red.opacity(0.5)
let font = Font.system(.body, design: .rounded).weight(.semibold)
