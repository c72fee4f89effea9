import SwiftUI
func locals() {
    lazy var expensive = (0..<100).reduce(0, +)
    @State var count = 0
    print(expensive, count)
}
