import Foundation
import Dispatch

final class WorkItemCounter {
    var runs = 0
}

func run() {
    let counter = WorkItemCounter()
    let item = DispatchWorkItem { counter.runs += 1 }
    print(item.isCancelled, counter.runs)
    item.perform()
    item.perform()
    print(counter.runs)
    let queue = DispatchQueue(label: "work.items")
    queue.sync(execute: item)
    print(counter.runs)
    let later = DispatchWorkItem(block: { counter.runs += 10 })
    later.cancel()
    print(later.isCancelled)
    later.perform()
    queue.async(execute: later)
    queue.sync { print("after", counter.runs) }
    let held = item
    held.cancel()
    print(item.isCancelled)
    queue.async(execute: item)
    queue.sync { print("end", counter.runs) }
}
