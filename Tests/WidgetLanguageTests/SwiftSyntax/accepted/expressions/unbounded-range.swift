func whole(_ bytes: [UInt8], _ text: String) -> Int {
    let all = bytes[...]
    let copy = Array(text.utf8)[...]
    var letters = ["a", "b"]
    letters[...] = ["c"]
    return all.count + copy.count + letters.count + text[...].count
}
