struct Reading {
    var label: String
    var values: [Int]
    var tags: [String: String]
}

struct Station {
    var name: String
    var readings: [Reading]
}

func run() {
    let station = Station(name: "North", readings: [
        Reading(label: "am", values: [3, 5, 8], tags: ["unit": "C"]),
        Reading(label: "pm", values: [9, 2], tags: [:]),
    ])
    let firstValue = \Reading.values[0]
    print(station.readings.map { $0[keyPath: firstValue] })
    print(station.readings.map(\.values[1]))
    print(station.readings.map(\.tags["unit"]))
    print(station[keyPath: \.readings[1].label], station[keyPath: \.readings[0].values[2]])
    print(station.readings.map(\.label.count), station.readings.map(\.values.last))
    let grid = [[1, 2, 3], [4, 5, 6]]
    print(grid.map(\.[2]), grid.map(\.[0]).reduce(0, +))
    var changed = station
    changed[keyPath: \.readings[0].values[1]] = 50
    changed[keyPath: \.readings[1].tags["unit"]] = "F"
    print(changed.readings[0].values, changed.readings[1].tags, station.readings[0].values)
    let names = ["k": ["x", "y"]]
    print(names[keyPath: \.["k"]] ?? [], names.map { $0.value[keyPath: \.[1]] })
}
