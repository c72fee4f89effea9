enum ParseError: Error { case empty, invalid(String) }
func parse(_ s: String) throws(ParseError) -> Int {
    guard !s.isEmpty else { throw .empty }
    guard let n = Int(s) else { throw ParseError.invalid(s) }
    return n
}
let parser: (String) throws(ParseError) -> Int = parse
func never() throws(Never) {}
