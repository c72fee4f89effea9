enum Small: Error { case a }
func typed() {
    do throws(Small) {
        throw .a
    } catch .a {
        print("a")
    }
}
