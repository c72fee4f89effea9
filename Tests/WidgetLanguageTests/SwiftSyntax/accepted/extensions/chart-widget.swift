import SwiftUI
import Charts
import WidgetKit

struct Sample: Identifiable { let id = UUID(); let hour: Int; let value: Double }

struct SparklineView: View {
    let samples: [Sample]
    var body: some View {
        Chart(samples) { sample in
            LineMark(x: .value("Hour", sample.hour), y: .value("Value", sample.value))
                .interpolationMethod(.catmullRom)
            AreaMark(x: .value("Hour", sample.hour), y: .value("Value", sample.value))
                .foregroundStyle(.linearGradient(colors: [.blue.opacity(0.4), .clear], startPoint: .top, endPoint: .bottom))
        }
        .chartXAxis(.hidden)
        .chartYScale(domain: 0...(samples.map(\.value).max() ?? 1))
    }
}
