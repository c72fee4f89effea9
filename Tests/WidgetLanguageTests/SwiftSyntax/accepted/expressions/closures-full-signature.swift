let full = { (a: Int, b: Int) -> Int in
    return a + b
}
let throwingClosure = { (s: String) throws -> Int in
    guard let n = Int(s) else { throw CocoaError(.formatting) }
    return n
}
let asyncClosure = { (id: Int) async -> String in "\(id)" }
let typedThrowing = { () throws(CancellationError) -> Void in }
