import Foundation

func run() {
    let a = Date(timeIntervalSince1970: 1_000)
    let b = Date(timeIntervalSince1970: 2_000)
    let c = Date(timeIntervalSince1970: 1_000)
    print(a < b, a > b, a == c, a != b)
    print(a.compare(b) == .orderedAscending)
    print(b.compare(a) == .orderedDescending)
    print(a.compare(c) == .orderedSame)
    print(max(a, b) == b, min(a, b) == a)
    print(a <= c, b >= c)
    let dates = [b, a, c]
    print(dates.max()!.timeIntervalSince1970, dates.min()!.timeIntervalSince1970)
}
