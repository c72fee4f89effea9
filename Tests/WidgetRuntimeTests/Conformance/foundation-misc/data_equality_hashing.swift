import Foundation

func run() {
    let a = Data("abc".utf8)
    let b = Data([97, 98, 99])
    print(a == b)
    print(a.hashValue == b.hashValue)
    var seen = Set<Data>()
    for chunk in [a, b, Data("abd".utf8)] {
        seen.insert(chunk)
    }
    print(seen.count)
    print(a.elementsEqual(b), a.starts(with: Data([97])))
    print(a.range(of: Data("bc".utf8))!)
    print(a.map { $0 + 1 }.map { Character(Unicode.Scalar($0)) })
}
