import Foundation

func formatCount(_ format: String, _ args: CVarArg...) -> String {
    String(format: format, arguments: args)
}

func run() {
    print(formatCount("%d of %d done", 3, 7))
    print(formatCount("%@ scored %.1f", "Ada", 9.25))
    let values: [CVarArg] = [42, "x"]
    print(String(format: "%d-%@", arguments: values))
}
