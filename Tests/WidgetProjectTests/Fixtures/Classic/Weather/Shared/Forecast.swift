import Foundation

/// Shared by the app and the widget extension.
struct Forecast: Identifiable {
    let id: Int
    let city: String
    let degrees: Int
}

let sampleForecasts = [
    Forecast(id: 1, city: "Oslo", degrees: -3),
    Forecast(id: 2, city: "Lisbon", degrees: 17),
]
