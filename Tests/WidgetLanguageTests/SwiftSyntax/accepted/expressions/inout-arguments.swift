func inouts() {
    var values = [3, 1, 2]
    var total = 0
    func add(_ v: inout Int, _ n: Int) { v += n }
    add(&total, 5)
    withUnsafeMutablePointer(to: &total) { $0.pointee += 1 }
    values.withUnsafeMutableBufferPointer { buffer in buffer.sort() }
    swap(&values[0], &values[1])
}
