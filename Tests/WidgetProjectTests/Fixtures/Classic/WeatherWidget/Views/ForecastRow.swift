import SwiftUI

struct ForecastRow: View {
    let forecast: Forecast

    var body: some View {
        HStack {
            Text(forecast.city)
            Spacer()
            Text(degreesText(forecast.degrees))
        }
    }
}
