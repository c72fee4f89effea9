// 'struct' with no name.
struct {
    var value: Int
}
