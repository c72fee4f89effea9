import Foundation

func run() {
    let semaphore = DispatchSemaphore(value: 0)
    DispatchQueue.global().async { semaphore.signal() }
    print(semaphore.wait(timeout: .now() + 1) == .success)
    let idle = DispatchSemaphore(value: 0)
    print(idle.wait(timeout: .now() + .milliseconds(20)) == .timedOut)
    print(idle.wait(timeout: DispatchTime.now() + 0.01) == .timedOut)
    let deadline: DispatchTime = .now() + .seconds(2)
    print(deadline > DispatchTime.now(), DispatchTime.distantFuture > deadline, deadline - .seconds(1) < deadline)
    let group = DispatchGroup()
    print(group.wait(timeout: .now() + 1) == .success)
}
