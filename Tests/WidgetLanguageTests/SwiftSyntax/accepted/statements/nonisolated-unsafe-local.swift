final class Box { var value = 0 }

func share(_ box: Box) async {
    nonisolated(unsafe) let shared = box
    unowned(unsafe) let other = box
    weak var maybe = box
    await Task { shared.value += 1 }.value
    print(other.value, maybe?.value ?? 0)
    maybe = nil
}
