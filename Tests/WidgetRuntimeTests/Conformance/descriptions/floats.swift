func run() {
    print(0.1 + 0.2, 1.0 / 3, 2.0 / 3)
    print(1e20, 1e16, 1e15, 123456789012345.0, 1e-5, 0.0001)
    print(Double.pi, Double.ulpOfOne, Double.leastNonzeroMagnitude)
    print(100.0, -0.0, 5e-324, 1.7976931348623157e308)
    print(Double.infinity, -Double.infinity, Double.nan)
    print(Float(0.1), Float.pi, Float(1) / 3, Float(16777216))
    print(Double(Float(0.1)), 3.0 * 1.1)
    print([0.5, 1e100], 2.5e-3)
}
