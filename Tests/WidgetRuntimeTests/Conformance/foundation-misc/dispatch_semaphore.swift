import Foundation
import Dispatch

final class FmSemaphoreBox {
    let ready = DispatchSemaphore(value: 0)
    var value = 0
}

func fmSemaphoreProduce(_ box: FmSemaphoreBox, _ n: Int) -> Int {
    box.value = n * 2
    return box.ready.signal()
}

func run() {
    // A semaphore's count: signal() raises it, wait() lowers it; work that signals before the wait is seen by it.
    let box = FmSemaphoreBox()
    let woken = fmSemaphoreProduce(box, 21)
    box.ready.wait()
    print(box.value, woken)
    let gate = DispatchSemaphore(value: 1)
    gate.wait()
    gate.signal()
    gate.signal()
    gate.wait()
    gate.wait()
    gate.signal()
    print("done")
}
