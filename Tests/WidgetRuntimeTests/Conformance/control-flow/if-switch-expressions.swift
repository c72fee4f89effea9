enum ExprShelf {
    case top, middle, bottom

    var label: String {
        switch self {
        case .top: "Top"
        case .middle: "Middle"
        case .bottom: "Bottom"
        }
    }

    func height(scaled: Bool) -> Int {
        if scaled {
            switch self {
            case .top: 30
            default: 20
            }
        } else if self == .bottom {
            5
        } else {
            10
        }
    }
}

struct ExprParser {
    enum Failure: Error { case empty }
    static func first(_ text: String) throws -> Character {
        if let first = text.first { first } else { throw Failure.empty }
    }
}

func run() {
    for shelf in [ExprShelf.top, .middle, .bottom] {
        print(shelf.label, shelf.height(scaled: true), shelf.height(scaled: false))
    }
    print((try? ExprParser.first("widget")).map { String($0) } ?? "none")
    print((try? ExprParser.first("")).map { String($0) } ?? "none")
}
