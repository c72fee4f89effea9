import WidgetKit
import AppIntents
import SwiftUI

struct NextIntent: AppIntent {
    static var title: LocalizedStringResource = "Next page"
    static var isDiscoverable: Bool { false }
    @Parameter(title: "Page") var page: Int
    init() { page = 0 }
    init(page: Int) { self.page = page }
    func perform() async throws -> some IntentResult {
        UserDefaults.standard.set(page, forKey: "page")
        return .result()
    }
}

struct PagedView: View {
    let page: Int
    let pages: Int
    var body: some View {
        HStack {
            Button(intent: NextIntent(page: max(page - 1, 0))) { Image(systemName: "chevron.left") }
                .disabled(page == 0)
            Text("\(page + 1) / \(pages)")
                .contentTransition(.numericText())
            Button(intent: NextIntent(page: min(page + 1, pages - 1))) { Image(systemName: "chevron.right") }
        }
        .transition(.push(from: .trailing))
    }
}
