func run() {
    let a = Int.max.addingReportingOverflow(1)
    print(a.partialValue == Int.min, a.overflow)
    let b = Int8(100).multipliedReportingOverflow(by: 2)
    print(b.partialValue, b.overflow)
    let c = UInt8(3).subtractingReportingOverflow(5)
    print(c.partialValue, c.overflow)
    let d = 10.addingReportingOverflow(5)
    print(d.partialValue, d.overflow)
    let divisors = [-1, 0, 2]
    for divisor in divisors {
        let e = Int.min.dividedReportingOverflow(by: divisor)
        let f = 7.remainderReportingOverflow(dividingBy: divisor)
        print(e.partialValue == Int.min, e.overflow, f.partialValue, f.overflow)
    }
}
