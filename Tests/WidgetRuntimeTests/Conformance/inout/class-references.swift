final class InoutAccount {
    var balance: Int
    init(balance: Int) { self.balance = balance }
}

func inoutDeposit(_ account: InoutAccount, _ amount: Int) { account.balance += amount }
func inoutReplace(_ account: inout InoutAccount) { account = InoutAccount(balance: -1) }

func run() {
    let shared = InoutAccount(balance: 10)
    inoutDeposit(shared, 5)
    print(shared.balance)
    var handle = shared
    inoutReplace(&handle)
    print(shared.balance, handle.balance)
    let accounts = [shared, shared]
    inoutDeposit(accounts[0], 1)
    print(accounts[1].balance)
}
