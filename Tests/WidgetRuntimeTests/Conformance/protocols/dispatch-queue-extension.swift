// A protocol a built-in class is made to conform to by an extension whose method shares its name with the class's own:
// the extension's `async(execute:)` for its labels, the queue's `async(group:qos:flags:execute:)` for the others.
import Foundation

protocol Queueing: AnyObject {
    func async(execute work: @escaping @convention(block) () -> Void)
}

extension DispatchQueue: Queueing {
    func async(execute work: @escaping @convention(block) () -> Void) {
        print("queued on", label)
        async(group: nil, qos: qos, flags: [], execute: work)
    }
}

func run() {
    let queue = DispatchQueue(label: "serial")
    let queueing: Queueing = queue
    let group = DispatchGroup()
    group.enter()
    queueing.async { print("ran"); group.leave() }
    group.wait()
    group.enter()
    queue.async(execute: { print("ran again"); group.leave() })
    group.wait()
}
