import Foundation

extension String {
    static let implicitSearchFormat = "Search in %@"
    static var implicitAppName: String { "Focus" }
}

func implicitGreeting(_ s: String) -> String { "hello " + s }

func run() {
    print(String(format: .implicitSearchFormat, String.implicitAppName))
    print(implicitGreeting(.implicitAppName), String(repeating: .implicitAppName, count: 2))
    let text: String = .implicitSearchFormat
    print(text, [String.implicitAppName, .implicitAppName].count)
}
