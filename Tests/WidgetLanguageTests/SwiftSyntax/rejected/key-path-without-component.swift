// A key path with nothing after the dot.
struct User { var name: String }
let path = \User.
