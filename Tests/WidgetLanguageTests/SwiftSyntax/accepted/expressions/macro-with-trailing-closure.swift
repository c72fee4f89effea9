import SwiftUI
import WidgetKit
#Preview {
    Text("Hello")
}
#Preview("Named", traits: .sizeThatFitsLayout) {
    Text("Named")
}
