protocol SdpNamed {
    var name: String { get }
    var kind: String { get }
}

extension SdpNamed {
    var kind: String { "named" }
    var greeting: String { "hi \(name)" }
    func describe() -> String { "\(greeting), \(kind)" }
    func shout() -> String { "HI (extension)" }
}

struct SdpUser: SdpNamed {
    let name: String
    var kind: String { "user" }
    var greeting: String { "hello \(name)" }
    func shout() -> String { "HELLO (user)" }
}

struct SdpGuest: SdpNamed {
    let name: String
}

func sdpGreet<T: SdpNamed>(_ value: T) -> String { value.greeting + " / " + value.kind + " / " + value.shout() }

func run() {
    let user = SdpUser(name: "ann")
    print(user.greeting, user.kind)
    let named: any SdpNamed = user
    print(named.greeting, named.kind)
    print(user.describe(), user.shout())
    print(sdpGreet(user))
    let all: [any SdpNamed] = [user, SdpGuest(name: "bo")]
    for item in all { print(item.kind, item.describe()) }
}
