actor BankAccount {
    let id: Int
    private(set) var balance: Double = 0
    init(id: Int) { self.id = id }
    func deposit(_ amount: Double) { balance += amount }
    nonisolated var label: String { "account \(id)" }
    nonisolated func describe() -> String { label }
    func transfer(_ amount: Double, to other: BankAccount) async {
        balance -= amount
        await other.deposit(amount)
    }
}
@globalActor actor DatabaseActor { static let shared = DatabaseActor() }
distributed actor Remote {}
