import Foundation
struct BridgedCard { let balance: Decimal }
func run() {
    let stored = NSDecimalNumber(string: "27.50")
    let card = BridgedCard(balance: stored as Decimal)
    print(card.balance, card.balance + 2, (stored as Decimal) * 2)
    let back = card.balance as NSDecimalNumber
    print(back, back.doubleValue)
}
