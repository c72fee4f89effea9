final class Loader {
    var value = 0
    var onDone: (() -> Void)?
    func start() {
        onDone = { [weak self] in
            guard let self else { return }
            self.value += 1
        }
        let captured = value
        let c1 = { [captured] in print(captured) }
        let c2 = { [unowned self] in self.value = 0 }
        let c3 = { [weak self, captured, renamed = value + 1] (x: Int) -> Int in
            (self?.value ?? 0) + captured + renamed + x
        }
        let c4 = { [unowned(safe) self, unowned(unsafe) other = self] in _ = (self, other) }
        _ = (c1, c2, c3, c4)
    }
}
