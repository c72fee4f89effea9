let table: [String: Int] = {
    var t: [String: Int] = [:]
    for (i, name) in ["a", "b"].enumerated() { t[name] = i }
    return t
}()
struct Style {
    let formatter: DateFormatter = {
        let f = DateFormatter()
        f.dateStyle = .short
        return f
    }()
}
