import Foundation

final class MiscTicker {
    var count = 0
    var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in
            self.count += 1
        }
    }
}

func run() {
    let ticker = MiscTicker()
    ticker.start()
    print(ticker.count, ticker.timer?.timeInterval ?? 0)
    ticker.timer?.fire()
    ticker.timer?.fire()
    print(ticker.count)
    ticker.timer?.invalidate()
}
