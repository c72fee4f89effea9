// A method's `inout` parameter gives its last value back to the variable passed with `&`: a static method, an
// instance method of a struct and of a class, a mutating method (which changes its receiver too), two unlabelled
// parameters, an array element and a nested function's captured variable as the argument.
struct IomTool {
    func bump(_ n: inout Int) { n += 1 }
    static func add(_ n: inout Int, by step: Int = 1) { n += step }
}

final class IomBank {
    var fees = 0
    func charge(_ account: inout IomAccount, _ fee: Int) { account.balance -= fee; fees += fee }
}

struct IomAccount {
    var balance = 100
    mutating func pay(_ amount: Int, into wallet: inout Int) { balance -= amount; wallet += amount }
}

enum IomMath {
    static func exchange(_ a: inout Int, _ b: inout Int) { (a, b) = (b, a) }
    static func normalise(_ words: inout [String]) -> Int { words = words.map { $0.lowercased() }; return words.count }
}

func run() {
    var count = 1
    IomTool().bump(&count)
    IomTool.add(&count)
    IomTool.add(&count, by: 5)
    print(count)
    var x = 1, y = 2
    IomMath.exchange(&x, &y)
    var words = ["A", "Bc"]
    print(x, y, IomMath.normalise(&words), words)
    var account = IomAccount(), wallet = 5
    account.pay(30, into: &wallet)
    let bank = IomBank()
    bank.charge(&account, 7)
    print(account.balance, wallet, bank.fees)
    var accounts = [IomAccount(), IomAccount()]
    accounts[1].pay(10, into: &wallet)
    bank.charge(&accounts[0], 1)
    var numbers = [1, 2]
    IomTool.add(&numbers[0], by: 10)
    print(accounts.map(\.balance), wallet, numbers)
    func step() { IomTool.add(&count, by: 100) }
    step()
    step()
    print(count)
}
