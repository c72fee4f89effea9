protocol ProtoObserver: AnyObject {
    var seen: [String] { get set }
}

final class ProtoLogger: ProtoObserver {
    var seen: [String] = []
}

func protoNotify(_ observers: [any ProtoObserver], _ event: String) {
    for observer in observers { observer.seen.append(event) }
}

func run() {
    let logger = ProtoLogger()
    let other = ProtoLogger()
    protoNotify([logger, other, logger], "start")
    protoNotify([other], "stop")
    print(logger.seen)
    print(other.seen)
    let observer: any ProtoObserver = logger
    print(observer === logger, observer === other)
}
