import StocksCore

public struct Quote {
    public let symbol: String
    public let price: Money

    public init(symbol: String, price: Money) {
        self.symbol = symbol
        self.price = price
    }
}
