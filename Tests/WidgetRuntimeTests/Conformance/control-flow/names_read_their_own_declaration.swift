enum SdShape { case circle(Double), square(Double), pair(Int, Int) }

func sdFirstCaseFailsLate(_ point: (Int, Int)) -> String {
    let x = 10
    switch point {
    case (let x, 3):
        return "x is \(x), y is 3"
    case (_, 2):
        // The first case bound its own `x` before it failed on 3: this `x` is the function's.
        return "y is 2, outer x is \(x)"
    default:
        return "other, outer x is \(x)"
    }
}

func sdPayload(_ shape: SdShape) -> String {
    let size = -1.0
    switch shape {
    case .pair(let a, let b) where a > b:
        return "pair \(a) > \(b)"
    case .circle(let size) where size > 5, .square(let size) where size > 2:
        return "big \(size)"
    case .pair(let a, _):
        return "pair from \(a), size \(size)"
    default:
        return "small, size \(size)"
    }
}

func sdGuarded(_ value: Int) -> String {
    let n = 0
    switch value {
    case let n where n > 100:
        return "large \(n)"
    default:
        // The first case bound its `n`, and its `where` refused it: this `n` is the function's.
        return "default, n is \(n)"
    }
}

func sdCountPairs(_ pairs: [(Int, Int)]) -> Int {
    var total = 0
    for pair in pairs {
        switch pair {
        case (let total, 0) where total > 100:
            print("never", total)
        default:
            // Assigns the function's `total`, not the one the first case bound and refused.
            total += 1
        }
    }
    return total
}

func sdTryEach(_ values: [Int]) -> String {
    var log: [String] = []
    let value = 0
    for item in values {
        if case let value = item * 2, value > 5 {
            log.append("doubled \(value)")
        } else {
            log.append("kept \(value)")
        }
    }
    return log.joined(separator: ", ")
}

enum SdFailure: Error { case code(Int), message(String) }

func sdCatch(_ n: Int) -> String {
    let code = 99
    do {
        if n > 0 { throw SdFailure.code(n) } else { throw SdFailure.message("none") }
    } catch SdFailure.code(let code) where code > 5 {
        return "big code \(code)"
    } catch {
        return "caught \(error), outer code \(code)"
    }
}

func run() {
    print(sdFirstCaseFailsLate((1, 3)))
    print(sdFirstCaseFailsLate((1, 2)))
    print(sdFirstCaseFailsLate((4, 4)))
    for shape in [SdShape.circle(7), .square(3), .square(1), .pair(5, 1), .pair(1, 5), .circle(2)] {
        print(sdPayload(shape))
    }
    print(sdGuarded(500))
    print(sdGuarded(5))
    print(sdTryEach([1, 3, 4]))
    print(sdCountPairs([(5, 0), (1, 1), (7, 0)]))
    print(sdCatch(7))
    print(sdCatch(2))
    print(sdCatch(0))
}
