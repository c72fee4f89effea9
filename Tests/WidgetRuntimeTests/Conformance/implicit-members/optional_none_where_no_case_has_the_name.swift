enum NoneGame { case a, b }
enum NoneChoice { case one, all
    var real: NoneGame? {
        switch self {
        case .one: .a
        case .all: .none
        }
    }
}
func run() {
    let key: String
        .Index = "abc".startIndex
    print(NoneChoice.all.real as Any, NoneChoice.one.real as Any, "abc"[key])
    var maybe: NoneGame? = .b
    maybe = .none
    print(maybe == nil)
}
