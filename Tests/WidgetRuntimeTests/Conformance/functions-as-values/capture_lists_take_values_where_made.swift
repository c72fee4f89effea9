func makeLoggers() -> [() -> String] {
    var count = 0
    var loggers: [() -> String] = []
    for name in ["a", "b"] {
        count += 1
        loggers.append { [count] in "\(name)#\(count)" }
        loggers.append { "\(name) live \(count)" }
    }
    count = 99
    return loggers
}
final class CaptureBox { var value = 1 }
func run() {
    var x = 1
    let byRef = { x * 2 }
    let byValue = { [x] in x * 2 }
    let computed = { [doubled = x * 2, x] in doubled + x }
    x = 50
    print(byRef(), byValue(), computed())
    print(makeLoggers().map { $0() })
    let box = CaptureBox()
    let reader = { [box] in box.value }
    box.value = 7
    print(reader())
}
