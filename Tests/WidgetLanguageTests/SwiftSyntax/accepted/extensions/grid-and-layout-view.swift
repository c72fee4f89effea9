import SwiftUI

struct CalendarGrid: View {
    let days: [Int]
    let today: Int
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 2), count: 7)

    var body: some View {
        LazyVGrid(columns: columns, spacing: 2) {
            ForEach(days, id: \.self) { day in
                Text("\(day)")
                    .font(.caption2.monospacedDigit())
                    .frame(maxWidth: .infinity, minHeight: 14)
                    .background {
                        if day == today {
                            Circle().fill(.red)
                        }
                    }
                    .foregroundStyle(day == today ? .white : .primary)
            }
        }
        Grid(alignment: .leading, horizontalSpacing: 4) {
            GridRow {
                Text("Mo"); Text("Tu")
            }
            Divider().gridCellUnsizedAxes(.horizontal)
        }
    }
}
