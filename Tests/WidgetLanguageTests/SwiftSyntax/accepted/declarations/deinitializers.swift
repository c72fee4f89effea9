final class Handle {
    let id: Int
    init(id: Int) { self.id = id }
    deinit {
        print("closing \(id)")
    }
}
actor Session { deinit {} }
