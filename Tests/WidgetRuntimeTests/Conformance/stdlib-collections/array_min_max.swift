struct MinMaxRun {
    let day: String
    let km: Double
}

func run() {
    let values = [4, -2, 9, 0, 9]
    print(values.min()!, values.max()!)
    let runs = [MinMaxRun(day: "Mon", km: 5.2), MinMaxRun(day: "Wed", km: 10.0), MinMaxRun(day: "Fri", km: 3.1)]
    print(runs.max { $0.km < $1.km }!.day)
    print(runs.min { $0.km < $1.km }!.day)
    print([Int]().min() == nil)
    print(["pear", "fig", "banana"].max { $0.count < $1.count }!)
    print(["b", "a", "c"].min()!, max(3, 7, 5), min(2.5, 1.5))
}
