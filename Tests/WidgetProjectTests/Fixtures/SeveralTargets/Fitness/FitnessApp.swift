import SwiftUI

@main
struct FitnessApp: App {
    var body: some Scene {
        WindowGroup { Text("Fitness") }
    }
}
