import Foundation

// Generated-constants style: types nested in a namespace whose names are also the standard library's
// and WidgetKit's; outside the namespace the plain names are the library's.
enum NLStrings {
    enum Defaults {
        static let page = "page"
        static let size = "size"
    }
    enum Task {
        static let title = "task title"
        static func label(_ n: Int) -> String { "task \(n)" }
    }
    enum Watch {
        enum Widget {
            static let name = "watch widget"
        }
    }
    enum Result {
        case passed, failed
        var mark: String { self == .passed ? "✓" : "✗" }
    }
    static func summary() -> String { "\(Task.title) \(Result.passed.mark)" }
}

private typealias NLText = NLStrings.Defaults
typealias NLTask = NLStrings.Task

enum NLConstants { static let limit = 3 }
typealias NLLimits = NLConstants

struct NLLoader {
    func keys() -> String { NLText.page + "/" + NLText.size }
}

func run() {
    print(NLLoader().keys(), NLTask.title, NLTask.label(2), NLStrings.Watch.Widget.name)
    print(NLStrings.summary(), NLStrings.Result.failed.mark, NLLimits.limit)
    let worker = Task { 40 + 2 }
    _ = worker
    let outcome: Result<Int, Error> = .success(7)
    if case .success(let value) = outcome { print("library Result", value) }
    print(String(describing: NLStrings.Task.self), String(describing: NLText.self))
}
