// A generic parameter list without its closing angle bracket.
struct Box<Value {
    var value: Value
}
