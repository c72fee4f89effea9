// A subscript without its parameter list.
struct Grid {
    subscript -> Int { 0 }
}
