import Foundation

func run() {
    let us = Locale(identifier: "en_US")
    print(12.5.formatted(.currency(code: "USD").locale(us)))
    print(1_234_567.891.formatted(.currency(code: "USD").locale(us)))
    print(9.99.formatted(.currency(code: "EUR").locale(us)))
    print(500.formatted(.currency(code: "JPY").locale(us)))
    print((-3.5).formatted(.currency(code: "USD").locale(us)))
    let total = [4.25, 3.5, 10.0].reduce(0, +)
    print("Total \(total.formatted(.currency(code: "GBP").locale(us)))")
}
