import Foundation

// NSLocalizedString with a table that may be nil, as code that wraps it passes one along.
enum Strings {
    static func text(_ key: String, table: String? = nil, fallback: String = "") -> String {
        NSLocalizedString(key, tableName: table, bundle: .main, value: fallback, comment: "")
    }
}

func run() {
    print(Strings.text("Glucose"), Strings.text("Units", table: "Widget"))
    print(Strings.text("Missing", fallback: "Fallback"))
    print(NSLocalizedString("Plain", comment: "no table"))
}
