import Foundation

func opNearlyEqual(_ a: Double, _ b: Double) -> Bool { abs(a - b) < .ulpOfOne * 4 }

func run() {
    print(opNearlyEqual(0.1 + 0.2, 0.3), opNearlyEqual(1, 1.5))
    let limit: Double = 12
    print(limit < .infinity, limit > -.infinity, limit == .pi, 2 * .pi > limit)
    print(Double.ulpOfOne, Double.leastNormalMagnitude > 0, Double.leastNonzeroMagnitude < Double.leastNormalMagnitude)
    let radius = 2.0
    print((radius * radius * .pi * 100).rounded() / 100, max(radius, .leastNormalMagnitude))
    let level = 7
    print(level < .max, level > .min, level == .zero)
}
