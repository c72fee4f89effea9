import ActivityKit
struct Attributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var progress: Double }
}
func activities() {
    let all = Activity<Attributes>.activities
    let enabled = ActivityAuthorizationInfo().areActivitiesEnabled
    let stream = Activity<Attributes>.activityUpdates
    _ = (all, enabled, stream)
}
