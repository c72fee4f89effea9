import WidgetKit
import SwiftUI

struct LinksView: View {
    let items: [(id: Int, title: String)]
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(items, id: \.id) { item in
                Link(destination: URL(string: "example://item/\(item.id)")!) {
                    Text(item.title).lineLimit(1)
                }
            }
        }
        .widgetURL(URL(string: "example://home"))
    }
}
