final class Model {
    var score = 0 {
        willSet { print("will set \(newValue)") }
        didSet {
            if score > 100 { score = 100 }
            print("was \(oldValue)")
        }
    }
    var title: String = "" {
        willSet(next) { print(next) }
        didSet(previous) { print(previous) }
    }
    var onlyDid: [Int] = [] { didSet { print(onlyDid.count) } }
}
