import Foundation

struct DecAccount: Codable {
    let id: Int
    let balance: Decimal
    let limit: Decimal?
}

func run() {
    let json = #"[{"id":1,"balance":10.25,"limit":100},{"id":2,"balance":0},{"id":3,"balance":0.1,"limit":0.3}]"#
    let accounts = try! JSONDecoder().decode([DecAccount].self, from: Data(json.utf8))
    print(accounts.map { "\($0.id): \($0.balance) \($0.limit.map { "\($0)" } ?? "none")" })
    let total = accounts.reduce(Decimal(0)) { $0 + $1.balance }
    print(total, accounts[2].balance + (accounts[2].limit ?? 0))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    print(String(decoding: try! encoder.encode(accounts[0]), as: UTF8.self))
    print(String(decoding: try! encoder.encode(accounts[1]), as: UTF8.self))
}
