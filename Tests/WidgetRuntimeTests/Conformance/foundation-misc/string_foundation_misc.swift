import Foundation

func run() {
    print("abc".appending("def"))
    print("Total: ".appendingFormat("%d/%d", 3, 4))
    print("a,b,c".replacingCharacters(in: "a,b,c".range(of: "b")!, with: "B"))
    print("Hello"[..<"Hello".index("Hello".startIndex, offsetBy: 2)])
    print("hello world".commonPrefix(with: "help me"))
    print("one two".capitalized(with: nil))
    print(String(repeating: "ab", count: 3).components(separatedBy: "b").count)
}
