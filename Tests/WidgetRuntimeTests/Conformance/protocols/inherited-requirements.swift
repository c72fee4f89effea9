protocol ProtoMeasured {
    func measure() -> Int
    static var unitName: String { get }
}
extension ProtoMeasured {
    func doubled() -> Int { measure() * 2 }
}

protocol ProtoLabelled: ProtoMeasured {
    var label: String { get }
}
extension ProtoLabelled {
    func report() -> String { "\(label): \(measure()) \(Self.unitName), doubled \(doubled())" }
    func shortReport() -> String { "\(self.label)=\(self.doubled())" }
    static func heading() -> String { "in " + unitName }
}

protocol ProtoBoxed: ProtoLabelled {}
extension ProtoBoxed {
    func boxed() -> String { "[" + report() + "]" }
}

struct ProtoRuler: ProtoBoxed {
    var length: Int
    func measure() -> Int { length }
    static var unitName: String { "cm" }
    var label: String { "ruler" }
}

struct ProtoScale: ProtoLabelled {
    func measure() -> Int { 70 }
    func doubled() -> Int { 1 }
    static var unitName: String { "kg" }
    var label: String { "scale" }
}

func run() {
    let ruler = ProtoRuler(length: 30)
    print(ruler.report())
    print(ruler.shortReport(), ruler.boxed())
    print(ProtoRuler.heading(), ProtoScale.heading())
    print(ProtoScale().report())
    let all: [any ProtoLabelled] = [ruler, ProtoScale()]
    print(all.map { $0.shortReport() })
}
