import ActivityKit
import WidgetKit
import SwiftUI

struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var status: String
        var eta: ClosedRange<Date>
    }
    var orderNumber: String
}

struct DeliveryActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            HStack {
                Text("Order \(context.attributes.orderNumber)")
                Spacer()
                Text(timerInterval: context.state.eta, countsDown: true)
            }
            .padding()
            .activityBackgroundTint(.black.opacity(0.6))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "box.truck")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.status)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(timerInterval: context.state.eta)
                }
            } compactLeading: {
                Image(systemName: "box.truck")
            } compactTrailing: {
                Text(context.state.eta.upperBound, style: .timer)
            } minimal: {
                Image(systemName: "clock")
            }
            .keylineTint(.orange)
        }
    }
}

func startDelivery() throws {
    let attributes = DeliveryAttributes(orderNumber: "A-17")
    let state = DeliveryAttributes.ContentState(status: "Packed", eta: .now...Date.now.addingTimeInterval(1800))
    let activity = try Activity<DeliveryAttributes>.request(
        attributes: attributes,
        content: .init(state: state, staleDate: nil),
        pushType: nil
    )
    print(activity.id)
}
