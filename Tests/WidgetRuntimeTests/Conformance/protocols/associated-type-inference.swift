protocol ProtoSource {
    associatedtype Output
    func produce() -> Output
}

struct ProtoNumbers: ProtoSource {
    func produce() -> [Int] { [3, 1, 2] }
}

struct ProtoGreeting: ProtoSource {
    func produce() -> String { "hello" }
}

func protoProduceTwice<S: ProtoSource>(_ source: S) -> [S.Output] { [source.produce(), source.produce()] }

func run() {
    print(ProtoNumbers().produce().sorted())
    print(ProtoGreeting().produce().count)
    print(protoProduceTwice(ProtoGreeting()))
    print(protoProduceTwice(ProtoNumbers()).count)
}
