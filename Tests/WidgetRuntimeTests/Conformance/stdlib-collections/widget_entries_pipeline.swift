struct PipelineEvent {
    let title: String
    let hour: Int
    let category: String
}

func run() {
    let events = [
        PipelineEvent(title: "Standup", hour: 9, category: "work"),
        PipelineEvent(title: "Lunch", hour: 12, category: "life"),
        PipelineEvent(title: "Review", hour: 15, category: "work"),
        PipelineEvent(title: "Gym", hour: 18, category: "life"),
        PipelineEvent(title: "Deploy", hour: 11, category: "work"),
    ]
    let now = 10
    let upcoming = events.filter { $0.hour >= now }.sorted { $0.hour < $1.hour }
    print(upcoming.prefix(3).map { "\($0.hour):00 \($0.title)" })
    let grouped = Dictionary(grouping: events, by: \.category)
    for category in grouped.keys.sorted() {
        print(category, grouped[category]!.map(\.title).sorted())
    }
    print(upcoming.first.map(\.title) ?? "Nothing left")
}
