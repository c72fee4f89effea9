import Foundation

// A method of the program's beside Foundation's of the same name and labels: the argument's type chooses.
private extension NumberFormatter {
    func string(from value: Double) -> String? {
        string(from: value as NSNumber).map { "~" + $0 }
    }
}

func run() {
    let formatter = NumberFormatter()
    formatter.maximumFractionDigits = 1
    print(formatter.string(from: 2.25) ?? "nil", formatter.string(from: 3 as NSNumber) ?? "nil")
    print(formatter.string(from: NSNumber(value: 7.75)) ?? "nil", formatter.string(from: 0.5) ?? "nil")
}
