import Foundation

extension Collection where Element: BinaryInteger {
    func contextTotal() -> Element { reduce(0, +) }
    func contextAverage() -> Element { isEmpty ? .zero : contextTotal() / Element(count) }
    func contextAverage<T: FloatingPoint>() -> T { isEmpty ? .zero : T(contextTotal()) / T(count) }
}

func contextZero<T: FloatingPoint>() -> T { .zero }

func run() {
    let lengths: [Int] = [28, 30, 31]
    let none: [Int] = []
    print(Int(round(lengths.contextAverage())), Int(round(none.contextAverage())))
    let whole: Int = lengths.contextAverage()
    let exact: Double = lengths.contextAverage()
    print(whole, exact)
    let empty: Double = none.contextAverage()
    let emptyWhole: Int = none.contextAverage()
    print(empty, emptyWhole)
    let zero: Double = contextZero()
    print(zero, round(contextZero()))
}
