import Foundation

struct PagedHeadlines: AsyncSequence {
    typealias Element = [String]
    let pages: [[String]]

    struct AsyncIterator: AsyncIteratorProtocol {
        let pages: [[String]]
        var index = 0
        mutating func next() async -> [String]? {
            guard index < pages.count else { return nil }
            defer { index += 1 }
            return pages[index]
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(pages: pages) }
}

func run() {
    let feed = PagedHeadlines(pages: [["Rain at 3pm", "UV high"], [], ["Pollen low"]])
    let done = DispatchSemaphore(value: 0)
    Task {
        var number = 0
        for await page in feed {
            number += 1
            print("page \(number):", page.isEmpty ? "(empty)" : page.joined(separator: " | "))
        }
        let total = await feed.reduce(0) { $0 + $1.count }
        let firstLong = await feed.first { $0.count > 1 }
        print(total, firstLong ?? [])
        done.signal()
    }
    done.wait()
}
