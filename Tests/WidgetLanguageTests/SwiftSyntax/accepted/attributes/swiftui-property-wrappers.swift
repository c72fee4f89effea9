import SwiftUI
import SwiftData
struct Settings: View {
    @Environment(\.colorScheme) private var scheme
    @Environment(\.dismiss) var dismiss
    @Environment(Store.self) private var store
    @EnvironmentObject var legacy: LegacyStore
    @AppStorage("name") var name = ""
    @AppStorage("count", store: UserDefaults(suiteName: "group.app")) var count: Int = 0
    @SceneStorage("tab") var tab = 0
    @StateObject private var model = LegacyStore()
    @ObservedObject var observed: LegacyStore
    @Query(sort: \Item.name, order: .forward) var items: [Item]
    @Namespace private var namespace
    @GestureState private var dragging = false
    @ScaledMetric(relativeTo: .body) var size: CGFloat = 12
    var body: some View { Text(name) }
}
@Observable final class Store {}
final class LegacyStore: ObservableObject { @Published var v = 0 }
@Model final class Item { var name = ""; init() {} }
