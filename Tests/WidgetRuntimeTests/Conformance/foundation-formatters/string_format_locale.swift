import Foundation

// `String(format:locale:…)`: the format with its arguments, written out or passed on as a `CVarArg...` list.
func fmtLocaleArguments(_ format: String, _ args: CVarArg...) -> String {
    String(format: format, locale: Locale.current, arguments: args)
}

func run() {
    print(String(format: "%d items, %.2f each", locale: Locale(identifier: "en_US_POSIX"), 3, 2.5))
    print(fmtLocaleArguments("%@ holds %d", "box", 4))
    print(String(format: "%05.1f|%-4d|", locale: nil, 3.14159, 7))
}
