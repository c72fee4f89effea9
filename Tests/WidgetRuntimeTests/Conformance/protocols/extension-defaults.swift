protocol ProtoGreeter {
    var name: String { get }
    func greet() -> String
}

extension ProtoGreeter {
    func greet() -> String { "Hello, \(name)" }
    func shout() -> String { greet().uppercased() }
}

struct ProtoPlain: ProtoGreeter { var name: String }
struct ProtoFormal: ProtoGreeter {
    var name: String
    func greet() -> String { "Good evening, \(name)" }
}

func run() {
    print(ProtoPlain(name: "Ann").greet())
    print(ProtoFormal(name: "Bo").greet())
    print(ProtoPlain(name: "Ann").shout())
    print(ProtoFormal(name: "Bo").shout())
    let greeters: [any ProtoGreeter] = [ProtoPlain(name: "x"), ProtoFormal(name: "y")]
    print(greeters.map { $0.greet() })
}
