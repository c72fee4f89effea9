func tokens(_ line: String) -> [String] {
    let parts = line.split(separator: /\s*,\s*/)
    let replaced = line.replacing(/[aeiou]/, with: "*")
    let starts = line.starts(with: /[A-Z]/)
    return parts.map(String.init) + [replaced, starts ? "cap" : "low"]
}
func divide(_ a: Int, _ b: Int) -> Int { let x = a / b; let y = b / a; return x / y }
