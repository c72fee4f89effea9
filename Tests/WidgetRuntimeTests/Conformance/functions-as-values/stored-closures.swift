struct FavButton {
    var title: String
    var action: () -> String
}

func run() {
    var handlers: [(String) -> String] = []
    handlers.append { $0.uppercased() }
    handlers.append { String($0.reversed()) }
    handlers.append { $0 + $0 }
    print(handlers.map { $0("ab") })
    let buttons = [FavButton(title: "ok", action: { "pressed ok" }), FavButton(title: "no", action: { "pressed no" })]
    for button in buttons { print(button.title, button.action()) }
    var callbacks: [String: () -> Int] = [:]
    callbacks["one"] = { 1 }
    print(callbacks["one"]?() ?? 0, callbacks["two"]?() ?? 0)
}
