import Foundation

func run() {
    var data = Data([1, 2, 3])
    print(data.count, data.isEmpty)
    print(data.first!, data.last!, data[1])
    data.append(4)
    data.append(contentsOf: [5, 6])
    print(data.count, Array(data))
    data[0] = 9
    print(Array(data))
    print(data.reduce(0) { $0 + Int($1) })
    print(Data().isEmpty, Data(count: 3) == Data([0, 0, 0]))
    print(Data(repeating: 7, count: 2).map { $0 })
}
