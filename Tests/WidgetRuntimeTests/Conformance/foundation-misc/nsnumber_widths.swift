import Foundation

// NSNumber read as integers of other widths, as code bridged from Objective-C reads them.
func run() {
    let count = NSNumber(value: 42)
    let big = NSNumber(value: 3_000_000_000)
    let ratio = NSNumber(value: 2.75)
    print(count.int64Value, count.int32Value, count.uintValue, count.uint8Value)
    print(big.int64Value, big.uint64Value, ratio.int64Value, ratio.floatValue)
    let total = count.int64Value + big.int64Value
    print(total, Int(count.int16Value) * 2)
}
