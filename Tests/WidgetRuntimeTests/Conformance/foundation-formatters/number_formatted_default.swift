// A number's formatted() without a style: grouped, up to six fraction digits, as Foundation's number style writes it.
import Foundation
func run() {
    let values: [Double] = [1.0 / 3, 1234.5678, 1234.56789123, 0.000123456, 1e10, 123456789.123, 2.5, 100, -0.5, 12.3456789, 0.1 + 0.2, 99999.999999, 1e-7]
    for v in values { print(v.formatted()) }
    print(Float(1) / 3, (Float(1) / 3).formatted())
}
