struct Storage {
    private var values: [Int] = []
    var first: Int {
        _read { yield values[0] }
        _modify { yield &values[0] }
    }
    var last: Int {
        unsafeAddress { fatalError() }
        unsafeMutableAddress { fatalError() }
    }
}
