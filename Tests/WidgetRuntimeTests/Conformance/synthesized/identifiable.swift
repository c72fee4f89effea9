struct SynTask: Identifiable, Equatable {
    var id: Int
    var title: String
}

func run() {
    let tasks = [SynTask(id: 3, title: "c"), SynTask(id: 1, title: "a")]
    print(tasks.map(\.id))
    let byID = Dictionary(uniqueKeysWithValues: tasks.map { ($0.id, $0) })
    print(byID[1]?.title ?? "-", byID[2]?.title ?? "-")
    print(tasks.first { $0.id == 3 } == SynTask(id: 3, title: "c"))
}
