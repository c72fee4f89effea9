import Foundation

infix operator >>>: AdditionPrecedence
func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }

func favTrim(_ s: String) -> String { s.trimmingCharacters(in: .whitespaces) }
func favLength(_ s: String) -> Int { s.count }

func run() {
    let trimmedLength = favTrim >>> favLength
    print(trimmedLength("  four  "))
    let pipeline = { (n: Int) in n + 1 } >>> { $0 * 2 } >>> { "result \($0)" }
    print(pipeline(4))
    print(["  a ", "bb "].map(favTrim >>> favLength))
}
