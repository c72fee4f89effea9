var acTrace: [String] = []

func acCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) -> String {
    condition() ? "ok" : message()
}

func acLoud(_ text: String) -> String { acTrace.append(text); return text.uppercased() }

extension Array {
    func acFirst(or fallback: @autoclosure () -> Element) -> Element { isEmpty ? fallback() : self[0] }
}

func run() {
    print(acCheck(2 > 1, acLoud("never")), acTrace)
    print(acCheck(1 > 2, acLoud("failed")), acTrace)
    print([Int]().acFirst(or: 7), [3].acFirst(or: 9))
}
