struct SynKey: Hashable { var even: Bool; var big: Bool }

func run() {
    let numbers = [1, 2, 3, 10, 12, 15, 4]
    let groups = Dictionary(grouping: numbers) { SynKey(even: $0 % 2 == 0, big: $0 >= 10) }
    let order = [SynKey(even: false, big: false), SynKey(even: true, big: false), SynKey(even: false, big: true), SynKey(even: true, big: true)]
    for key in order {
        print(key.even, key.big, groups[key] ?? [])
    }
    print(groups.count)
}
