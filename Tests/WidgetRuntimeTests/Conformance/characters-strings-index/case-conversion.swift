import Foundation

func run() {
    let s = "hello wORLD from swift"
    print(s.uppercased())
    print(s.lowercased())
    print(s.capitalized)
    print("straße".uppercased(), "ÉCOLE".lowercased())
    let first = s.prefix(1).uppercased() + s.dropFirst()
    print(first)
}
