import Foundation

struct DueTask {
    let title: String
    let due: Date
}

func run() {
    let tasks = [
        DueTask(title: "Pay rent", due: Date(timeIntervalSince1970: 1_700_300_000)),
        DueTask(title: "Dentist", due: Date(timeIntervalSince1970: 1_700_100_000)),
        DueTask(title: "Gym", due: Date(timeIntervalSince1970: 1_700_200_000)),
    ]
    let sorted = tasks.sorted { $0.due < $1.due }
    print(sorted.map(\.title))
    let now = Date(timeIntervalSince1970: 1_700_150_000)
    let upcoming = tasks.filter { $0.due > now }.sorted { $0.due < $1.due }
    print(upcoming.map(\.title))
    print(tasks.min { $0.due < $1.due }!.title, tasks.max { $0.due < $1.due }!.title)
    print(sorted.first!.due)
}
