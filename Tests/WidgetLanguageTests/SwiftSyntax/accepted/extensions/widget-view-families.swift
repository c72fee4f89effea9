import WidgetKit
import SwiftUI

struct StepsView: View {
    let steps: Int
    let goal: Int
    @Environment(\.widgetFamily) var family
    @Environment(\.widgetRenderingMode) var renderingMode
    @Environment(\.showsWidgetContainerBackground) var showsBackground

    var progress: Double { min(Double(steps) / Double(max(goal, 1)), 1) }

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: progress) {
                Image(systemName: "figure.walk")
            }
            .gaugeStyle(.accessoryCircularCapacity)
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text("Steps").font(.headline).widgetAccentable()
                Text(steps, format: .number)
            }
        case .accessoryInline:
            Label("\(steps) steps", systemImage: "figure.walk")
        case .systemSmall:
            ZStack {
                Circle().stroke(.gray.opacity(0.3), lineWidth: 8)
                Circle().trim(from: 0, to: progress)
                    .stroke(.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("\(Int(progress * 100))%")
            }
            .padding()
        default:
            HStack {
                Text("\(steps)").font(.largeTitle.bold())
                ProgressView(value: progress)
                    .tint(renderingMode == .fullColor ? .green : .primary)
            }
        }
    }
}
