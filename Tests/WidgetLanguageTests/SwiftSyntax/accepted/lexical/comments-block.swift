/* A block comment */
/*
 * Spanning lines.
 */
struct Tally /* inline */ {
    var count /* in the middle */ : Int
}
/* Nested /* comments */ are allowed */
/** Doc block comment. */
func tally() -> Int { 1 /* plus */ + /* one */ 1 }
