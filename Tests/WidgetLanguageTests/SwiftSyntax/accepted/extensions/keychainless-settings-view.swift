import SwiftUI

struct SettingsView: View {
    @AppStorage("refreshMinutes", store: UserDefaults(suiteName: "group.example")) private var refreshMinutes = 30
    @AppStorage("showSeconds") private var showSeconds = false
    @State private var draftName = ""
    @FocusState private var nameFocused: Bool
    private let choices = [15, 30, 60, 120]

    var body: some View {
        Form {
            Section("Refresh") {
                Picker("Every", selection: $refreshMinutes) {
                    ForEach(choices, id: \.self) { minutes in
                        Text("\(minutes) min").tag(minutes)
                    }
                }
                Toggle("Show seconds", isOn: $showSeconds)
            }
            Section {
                TextField("Name", text: $draftName)
                    .focused($nameFocused)
                    .onSubmit { nameFocused = false }
            } header: {
                Text("Profile")
            } footer: {
                Text("Shown on the widget.")
            }
        }
        .onChange(of: refreshMinutes) { _, _ in WidgetReload.all() }
    }
}
enum WidgetReload { static func all() {} }
