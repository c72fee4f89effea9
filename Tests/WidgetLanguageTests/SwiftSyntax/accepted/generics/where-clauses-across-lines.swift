// A where clause whose requirements go on after a line break, as formatters write long ones.
protocol Sink { associatedtype Input; associatedtype Failure }

struct Relay<Output> {
    func receive<S>(subscriber: S) where S: Sink,
                                         S.Failure == Never,
                                         S.Input == Output {
        _ = subscriber
    }

    func merge<A, B>(_ a: A, _ b: B) -> Int
        where A: Sequence,
              B: Sequence
    {
        0
    }
}

extension Relay where Output: Equatable
    & Hashable {
    func same(_ x: Output, _ y: Output) -> Bool { x == y }
}
