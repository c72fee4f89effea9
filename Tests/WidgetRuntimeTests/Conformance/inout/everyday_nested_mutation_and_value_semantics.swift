struct MuItem { var name: String; var tags: [String] = []; var count = 0 }

final class MuStore {
    var items: [MuItem] = []
    var byGroup: [String: [MuItem]] = [:]
}

struct MuInventory {
    var store = MuStore()
    var local: [MuItem] = []
}

func muBump(_ value: inout Int, by step: Int = 1) { value += step }
func muAppend(_ list: inout [String], _ item: String) { list.append(item) }

func muDeferred() -> [Int] {
    var result = [1]
    defer { result.append(99) }
    result.append(2)
    return result
}

func run() {
    var items = [MuItem(name: "a"), MuItem(name: "b")]
    items[0].count += 5
    items[1].tags.append("new")
    items[1].tags[0] += "er"
    muBump(&items[0].count)
    muBump(&items[1].count, by: 10)
    muAppend(&items[0].tags, "x")
    print(items.map { "\($0.name):\($0.count):\($0.tags)" })

    var copy = items
    copy[0].name = "changed"
    print(items[0].name, copy[0].name)

    var groups: [String: [MuItem]] = ["g": [MuItem(name: "c")]]
    groups["g"]?.append(MuItem(name: "d"))
    groups["g"]?[0].count = 7
    groups["h", default: []].append(MuItem(name: "e"))
    groups["missing"]?.append(MuItem(name: "never"))
    print(groups.keys.sorted(), groups["g"]!.map(\.name), groups["g"]![0].count, groups["h"]!.count)

    var inventory = MuInventory()
    let shared = inventory.store
    inventory.store.items.append(MuItem(name: "s"))
    inventory.local.append(MuItem(name: "l"))
    var second = inventory
    second.local[0].name = "L2"
    second.store.items[0].name = "S2"
    print(shared.items.map(\.name), inventory.local[0].name, second.local[0].name, inventory.store.items[0].name)

    var numbers = [5, 3, 8, 1]
    numbers.swapAt(0, 3)
    numbers.sort()
    numbers.removeAll { $0 > 6 }
    numbers.insert(0, at: 0)
    numbers += [10, 11]
    numbers.replaceSubrange(1...2, with: [7, 7, 7])
    print(numbers, numbers.removeFirst(), numbers.removeLast(), numbers)

    var text = "hello"
    text.append(" world")
    text.insert("!", at: text.endIndex)
    text.removeFirst()
    text = text.replacingOccurrences(of: "o", with: "0")
    print(text, text.count)

    var matrix = Array(repeating: Array(repeating: 0, count: 3), count: 2)
    matrix[1][2] = 5
    matrix[0][0] += 1
    for row in matrix.indices { for col in matrix[row].indices where row == col { matrix[row][col] *= 10 } }
    print(matrix)
    print(muDeferred())

    var counts: [Character: Int] = [:]
    for ch in "banana" { counts[ch, default: 0] += 1 }
    print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())
    var optionalList: [Int]? = [1]
    optionalList?.append(2)
    optionalList! += [3]
    print(optionalList ?? [])
    var tuple = (x: 1, y: [2])
    tuple.x += 1
    tuple.y.append(3)
    print(tuple.x, tuple.y)
}
