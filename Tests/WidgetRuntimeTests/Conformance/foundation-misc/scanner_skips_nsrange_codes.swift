import Foundation

func run() {
    let r = NSRange(2..<5)
    print(r, [r], "\(r)", String(describing: r), NSRange(0...3).length)
    debugPrint(r)
    let s = Scanner(string: "a,b,,c")
    s.charactersToBeSkipped = CharacterSet(charactersIn: ",")
    print(s.scanUpToString(",") ?? "-", s.scanUpToString(",") ?? "-", s.scanUpToString(",") ?? "-", s.isAtEnd)
    let t = Scanner(string: "  7")
    t.charactersToBeSkipped = nil
    print(t.scanInt() ?? -1, t.charactersToBeSkipped == nil)
    let u = Scanner(string: " 12 ab")
    u.charactersToBeSkipped = .whitespaces
    print(u.scanInt() ?? -1, u.scanString("ab") ?? "-")
    print(String.Encoding.utf8.description, String.Encoding.ascii.description)
    print("ab".cString(using: .utf8) ?? [], "é".cString(using: .ascii) == nil)
    print(URLError.Code.cannotOpenFile.rawValue, URLError.Code.timedOut.rawValue, URLError.Code.dnsLookupFailed.rawValue)
    print(URLError.Code.backgroundSessionWasDisconnected.rawValue, URLError.Code.zeroByteResource == .zeroByteResource)
}
