// A line comment at the top.
struct Note { // a comment after a brace
    var text: String // trailing comment
    // a comment between members
    var pinned = false
}
/// A documentation comment.
/// - Parameter x: the input.
func id(_ x: Int) -> Int { x }
