import Foundation

// A type's own typealias, named where a value is cast to it.
struct MACFileConfig {
    typealias Configurations = [String: String]
    typealias Numbers = [Int]
    let values: Any

    func keys() -> String {
        guard let content = values as? Configurations else { return "none" }
        return content.keys.sorted().joined(separator: ",")
    }
    func all() -> Configurations { values as? Configurations ?? [:] }
    func isNumbers() -> Bool { values is Numbers }
}

func run() {
    let config = MACFileConfig(values: ["b": "2", "a": "1"])
    print(config.keys(), MACFileConfig(values: 3).keys(), config.all().count)
    print(MACFileConfig(values: [1, 2]).isNumbers(), config.isNumbers())
}
