func run() {
    let tasks = [true, false, true, true, false]
    print(tasks.count(where: { $0 }))
    print(tasks.filter { !$0 }.count)
    let words = ["sun", "moon", "star", "sky"]
    print(words.count(where: { $0.hasPrefix("s") }))
    print(words.count(where: { $0.count > 10 }))
    let percent = Double(tasks.count(where: { $0 })) / Double(tasks.count) * 100
    print(percent)
}
