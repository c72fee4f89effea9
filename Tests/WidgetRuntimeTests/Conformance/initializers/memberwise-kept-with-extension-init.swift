struct InitColor {
    var red: Int, green: Int, blue: Int
}

extension InitColor {
    init(gray: Int) { self.init(red: gray, green: gray, blue: gray) }
    init(hex: Int) {
        red = (hex >> 16) & 0xFF
        green = (hex >> 8) & 0xFF
        blue = hex & 0xFF
    }
}

func run() {
    let a = InitColor(red: 1, green: 2, blue: 3)
    let b = InitColor(gray: 128)
    let c = InitColor(hex: 0x10FF20)
    for color in [a, b, c] { print(color.red, color.green, color.blue) }
}
