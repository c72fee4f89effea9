// A protocol only classes conform to (`: AnyObject`, or inheriting such a protocol): its extension's methods change the
// properties it requires without `mutating`, and every holder of the instance sees the change.
protocol CbRefreshable: AnyObject {
    var cbLast: Int { get set }
    var cbInterval: Int { get }
}

protocol CbNamedRefreshable: CbRefreshable {
    var cbName: String { get set }
}

extension CbRefreshable {
    var cbInterval: Int { 10 }
    func cbRefresh(at time: Int) -> Bool {
        guard time - cbLast >= cbInterval else { return false }
        cbLast = time
        return true
    }
}

extension CbNamedRefreshable {
    func cbRename(_ name: String) { cbName = name.uppercased() }
}

final class CbClock: CbNamedRefreshable {
    var cbLast = 0
    var cbName = "clock"
}

final class CbFast: CbRefreshable {
    var cbLast = 0
    var cbInterval: Int { 3 }
}

func run() {
    let clock = CbClock()
    let models: [CbRefreshable] = [clock, CbFast()]
    for t in [2, 5, 11, 12, 21] {
        print(t, models.map { $0.cbRefresh(at: t) }, models.map(\.cbLast))
    }
    clock.cbRename("tick")
    print(clock.cbName, (models[0] as? CbClock)?.cbName ?? "none")
}
