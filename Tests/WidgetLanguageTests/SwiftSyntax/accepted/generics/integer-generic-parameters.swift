struct Vector<let Count: Int, Element> {
    var storage: [Count of Element]
}
struct Matrix<let Rows: Int, let Columns: Int> {
    var values: [Double] = []
}
