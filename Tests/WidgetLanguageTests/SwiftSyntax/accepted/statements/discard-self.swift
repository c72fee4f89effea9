struct Resource: ~Copyable {
    var handle: Int
    consuming func release() -> Int {
        let h = handle
        discard self
        return h
    }
    deinit { print("closing") }
}
