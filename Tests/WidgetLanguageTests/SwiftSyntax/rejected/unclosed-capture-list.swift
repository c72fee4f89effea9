// A capture list without its closing bracket.
final class Loader {
    var value = 0
    func start() -> () -> Void {
        return { [weak self in self?.value = 1 }
    }
}
