func leftPad(_ text: String, to width: Int, with pad: Character = " ") -> String {
    text.count >= width ? text : String(repeating: pad, count: width - text.count) + text
}

func run() {
    print(leftPad("7", to: 3, with: "0"))
    print(leftPad("42", to: 5))
    print(leftPad("toolong", to: 3))
    let rows = [("Rent", 1200), ("Coffee", 45), ("Books", 230)]
    for (label, amount) in rows {
        print(label + String(repeating: ".", count: 10 - label.count) + leftPad(String(amount), to: 6))
    }
    let minutes = 5, seconds = 7
    print("\(leftPad(String(minutes), to: 2, with: "0")):\(leftPad(String(seconds), to: 2, with: "0"))")
}
