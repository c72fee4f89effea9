import Foundation

// Hyperbolic functions (an easing curve for a progress ring), and the functions exact for small arguments.
func easedProgress(_ t: Double) -> Double { (tanh(4 * (t - 0.5)) + 1) / 2 }

func run() {
    print([0.0, 0.25, 0.5, 0.75, 1.0].map { String(format: "%.4f", easedProgress($0)) })
    print(String(format: "%.6f %.6f %.6f", sinh(1.0), cosh(1.0), tanh(0.5)))
    print(String(format: "%.6f %.6f %.6f", asinh(1.0), acosh(2.0), atanh(0.5)))
    print(exp2(10.0), exp2(0.5) * exp2(0.5), expm1(1e-10) > 0, log1p(1e-10) > 0)
    print(remainder(10.0, 3.0), remainder(11.0, 3.0), copysign(2.5, -1.0), copysign(-4.0, 0.0))
}
