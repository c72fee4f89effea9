struct Task { var title: String; var isDone: Bool; var priority: Int }
func filtered(_ tasks: [Task]) -> [String] {
    tasks.filter(\.isDone).map(\.title) + tasks.sorted(using: KeyPathComparator(\.priority)).map(\.title)
}
