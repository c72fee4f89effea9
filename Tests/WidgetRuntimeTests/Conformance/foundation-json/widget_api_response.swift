import Foundation

struct StockQuote: Decodable {
    let symbol: String
    let price: Double
    let change: Double
}

struct QuoteResponse: Decodable {
    let updated: String
    let quotes: [StockQuote]
}

func run() {
    let json = """
    {"updated": "09:30", "quotes": [{"symbol": "AAPL", "price": 190.5, "change": 1.25}, {"symbol": "MSFT", "price": 370.0, "change": -2.5}, {"symbol": "GOOG", "price": 135.25, "change": 0}]}
    """
    let response = try! JSONDecoder().decode(QuoteResponse.self, from: Data(json.utf8))
    print("Updated", response.updated)
    for quote in response.quotes.sorted(by: { $0.change > $1.change }) {
        let arrow = quote.change > 0 ? "▲" : (quote.change < 0 ? "▼" : "=")
        print(quote.symbol, String(format: "%.2f", quote.price), arrow)
    }
    print(response.quotes.map(\.price).reduce(0, +))
}
