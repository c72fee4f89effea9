import SwiftUI
struct Rows: View {
    let items: [String]
    let highlighted: String?
    var body: some View {
        VStack {
            if items.isEmpty {
                ContentUnavailableView("Nothing", systemImage: "tray")
            } else if let highlighted {
                Text(highlighted).bold()
            }
            ForEach(Array(items.enumerated()), id: \.offset) { index, item in
                HStack {
                    Text("\(index + 1).")
                    Text(item)
                    if index == 0 { Image(systemName: "star") }
                }
            }
            switch items.count {
            case 0: EmptyView()
            case 1: Text("one")
            default: Text("many")
            }
            if #available(iOS 17, *) { Text("new") } else { Text("old") }
        }
    }
}
