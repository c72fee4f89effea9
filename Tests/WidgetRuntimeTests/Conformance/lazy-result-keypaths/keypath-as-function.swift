struct LkTask { var title: String; var done: Bool; var estimate: Int }

func run() {
    let tasks = [LkTask(title: "write", done: true, estimate: 3), LkTask(title: "test", done: false, estimate: 5),
                 LkTask(title: "ship", done: false, estimate: 1)]
    print(tasks.map(\.title))
    print(tasks.filter(\.done).map(\.title))
    print(tasks.map(\.estimate).reduce(0, +))
    print(tasks.contains(where: \.done), tasks.allSatisfy(\.done))
    print(tasks.sorted { $0.estimate < $1.estimate }.map(\.title))
    print(tasks.map(\.title.count))
}
