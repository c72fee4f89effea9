import Foundation

// Foundation's names for Double have Double's statics.
func run() {
    print(Double.random(in: 2...2), TimeInterval.random(in: 3...3), TimeInterval.pi > 3, TimeInterval.infinity > 1, TimeInterval(5) + 1)
    let t: TimeInterval = .zero
    print(t, TimeInterval.greatestFiniteMagnitude > 1e300, Float64.ulpOfOne < 1)
}
