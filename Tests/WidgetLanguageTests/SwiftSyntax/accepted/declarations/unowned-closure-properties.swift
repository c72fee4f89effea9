final class Timer2 {
    var tick: (() -> Void)?
    func start() { tick = { [unowned self] in self.fire() } }
    func fire() {}
}
