import Foundation

// The C library's constants, as Foundation brings them.
func run() {
    print(M_PI == Double.pi, M_PI_2 * 2 == M_PI, M_PI_4 * 4 == M_PI, String(format: "%.5f %.5f", M_E, M_SQRT2))
    let degrees = 90.0
    print(degrees * M_PI / 180 == M_PI_2)
}
