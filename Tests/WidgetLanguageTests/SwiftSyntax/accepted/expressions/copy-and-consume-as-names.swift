class Base {
    required init() {}
    func duplicate() -> Any { Self() }
}
final class Sub: Base {
    func typed() -> Sub? {
        let copy = duplicate()
        let consume = copy
        if consume is Sub { return copy as? Self }
        return nil
    }
}
