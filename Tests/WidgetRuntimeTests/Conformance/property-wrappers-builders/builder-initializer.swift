@resultBuilder
struct PwMenuBuilder {
    static func buildBlock(_ items: PwMenuItem...) -> [PwMenuItem] { items }
}

struct PwMenuItem { var title: String; var shortcut: String = "" }

struct PwMenu {
    var name: String
    var items: [PwMenuItem]
    init(_ name: String, @PwMenuBuilder items: () -> [PwMenuItem]) {
        self.name = name
        self.items = items()
    }
}

func run() {
    let menu = PwMenu("File") {
        PwMenuItem(title: "Open", shortcut: "O")
        PwMenuItem(title: "Close")
    }
    print(menu.name, menu.items.map(\.title), menu.items.map(\.shortcut))
}
