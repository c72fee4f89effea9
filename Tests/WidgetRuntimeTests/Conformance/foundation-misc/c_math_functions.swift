import Foundation

func run() {
    let channel = 0.5019607843
    print(lround(channel * 255), lroundf(Float(0.25) * 255), llround(-2.5))
    print(String(format: "#%02lX%02lX%02lX", lroundf(Float(1.0) * 255), lroundf(Float(channel) * 255), lroundf(Float(0.0) * 255)))
    print(fmod(10.5, 3), fmin(2.5, -1), fmax(2.5, -1), hypot(3.0, 4.0))
    print(trunc(-2.7), fabs(-3.25), cbrt(27.0), asin(1.0) * 2 == Double.pi, acos(1.0))
}
