struct Teammate {
    let name: String
    let score: Int
}

extension Sequence {
    func sorted<Value: Comparable>(by keyPath: KeyPath<Element, Value>, ascending: Bool = true) -> [Element] {
        sorted { ascending ? $0[keyPath: keyPath] < $1[keyPath: keyPath] : $0[keyPath: keyPath] > $1[keyPath: keyPath] }
    }

    func total<N: Numeric>(_ keyPath: KeyPath<Element, N>) -> N {
        reduce(0) { $0 + $1[keyPath: keyPath] }
    }
}

func run() {
    let team = [Teammate(name: "Noor", score: 12), Teammate(name: "Ade", score: 30), Teammate(name: "Kai", score: 7)]
    print(team.sorted(by: \.name).map(\.name), team.sorted(by: \.score, ascending: false).map(\.score))
    print(team.sorted { $0.score < $1.score }.map(\.name), [3, 1, 2].sorted(by: >))
    print(team.total(\.score), [1.5, 2.25].total(\.self))
}
