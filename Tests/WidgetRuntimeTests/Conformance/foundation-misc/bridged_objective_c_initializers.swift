import Foundation

enum BridgedFailure: Error { case wrapped(NSError) }

func bridgedLoad(_ ok: Bool) throws -> Int {
    guard ok else { throw NSError(domain: "Bridged Request", code: 7) }
    return 1
}

func run() {
    do { _ = try bridgedLoad(false) } catch let error as NSError { print(error.domain, error.code, error.userInfo.isEmpty) }
    let withInfo = NSError(domain: "b", code: 2, userInfo: ["k": "v"])
    print(withInfo.code, withInfo.userInfo.count)
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.minimumFractionDigits = 2
    formatter.maximumFractionDigits = 2
    print(formatter.string(from: NSNumber(floatLiteral: 3.14159)) ?? "-", formatter.string(from: NSNumber(integerLiteral: 7)) ?? "-")
    print(NSNumber(booleanLiteral: true).boolValue, NSNumber(floatLiteral: 2.5).doubleValue, NSNumber(integerLiteral: 4).intValue)
    let day = NSDate(timeIntervalSince1970: 86_400)
    print((day as Date).timeIntervalSince1970, NSDate(timeInterval: 60, since: day as Date).timeIntervalSince1970)
}
