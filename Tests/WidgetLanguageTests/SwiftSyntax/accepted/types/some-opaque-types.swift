import SwiftUI
struct Card: View {
    var body: some View { Text("card") }
}
func makeSequence() -> some Sequence<Int> { [1, 2, 3] }
func makeCollection() -> some Collection & Sendable { [1] }
func takes(_ value: some Equatable) {}
func pair() -> (some Hashable, some Hashable) { (1, "a") }
