// Attributes of a type written against the parenthesis that starts the type: the
// parenthesis is the type's, not the attribute's arguments.
struct Loader {
    func load(completion: @escaping(() -> Void)) { completion() }
    func run(_ work: @autoclosure() -> Int) -> Int { work() }
    func send(_ handler: @Sendable(Int) -> Void) { handler(1) }
    func call(_ body: @convention(c) (Int32) -> Int32) -> Int32 { body(2) }
}
