func joined(_ first: String, _ last: String) -> String {
    let full = first + " " + last
    var out = ""
    out += full
    out.append(contentsOf: "!")
    return out + String(repeating: "-", count: 3)
}
