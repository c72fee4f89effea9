import Foundation

func clockText(_ seconds: Int) -> String {
    let h = seconds / 3_600
    let m = (seconds % 3_600) / 60
    let s = seconds % 60
    return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%02d:%02d", m, s)
}

func run() {
    for seconds in [0, 9, 61, 599, 3_600, 3_725, 86_399] {
        print(seconds, clockText(seconds))
    }
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let end = Date(timeIntervalSince1970: 1_700_004_321)
    print(clockText(Int(end.timeIntervalSince(start))))
}
