func equalElements<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> Bool
    where A.Element == B.Element, A.Element: Equatable {
    Array(a) == Array(b)
}
extension Sequence where Element == (String, Int) {
    var dictionary: [String: Int] { Dictionary(uniqueKeysWithValues: self) }
}
func nested<C: Collection>(_ c: C) where C.Element: Collection, C.Element.Element == Int {}
