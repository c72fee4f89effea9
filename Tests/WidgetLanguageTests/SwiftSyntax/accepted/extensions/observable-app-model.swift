import SwiftUI
import Observation

@Observable
@MainActor
final class AppModel {
    var items: [String] = []
    var selection: String?
    var isLoading = false
    @ObservationIgnored private var task: Task<Void, Never>?

    func load() {
        task?.cancel()
        isLoading = true
        task = Task { [weak self] in
            try? await Task.sleep(for: .milliseconds(200))
            guard let self, !Task.isCancelled else { return }
            self.items = ["One", "Two"]
            self.isLoading = false
        }
    }
}

struct ContentView: View {
    @State private var model = AppModel()
    var body: some View {
        NavigationStack {
            List(model.items, id: \.self, selection: $model.selection) { item in
                NavigationLink(value: item) { Text(item) }
            }
            .navigationTitle("Items")
            .navigationDestination(for: String.self) { Text($0) }
            .overlay { if model.isLoading { ProgressView() } }
            .task { model.load() }
            .refreshable { model.load() }
        }
        .environment(model)
    }
}
