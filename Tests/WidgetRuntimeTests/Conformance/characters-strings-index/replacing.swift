import Foundation

func run() {
    let s = "the cat sat on the mat"
    print(s.replacingOccurrences(of: "at", with: "og"))
    print(s.replacingOccurrences(of: "the ", with: ""))
    print(s.replacingOccurrences(of: "xyz", with: "!") == s)
    var t = s
    if let range = t.range(of: "cat") { t.replaceSubrange(range, with: "dog") }
    print(t)
    print(s.replacingOccurrences(of: " ", with: "_"))
}
