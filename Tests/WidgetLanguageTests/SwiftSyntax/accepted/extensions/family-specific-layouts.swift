import WidgetKit
import SwiftUI

struct AdaptiveView: View {
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetContentMargins) private var margins
    @Environment(\.redactionReasons) private var redaction
    let title: String
    let values: [Double]

    var body: some View {
        Group {
            switch family {
            case .systemSmall:
                Text(title).font(.headline)
            case .systemMedium, .systemLarge:
                HStack(alignment: .bottom, spacing: 2) {
                    ForEach(values.indices, id: \.self) { i in
                        Capsule()
                            .fill(i == values.count - 1 ? Color.accentColor : .gray.opacity(0.5))
                            .frame(width: 6, height: max(4, values[i] * 60))
                    }
                }
            case .systemExtraLarge:
                Text("Extra large: \(title)")
            @unknown default:
                Text(title)
            }
        }
        .padding(margins)
        .redacted(reason: redaction.contains(.placeholder) ? .placeholder : [])
        .unredacted()
    }
}
