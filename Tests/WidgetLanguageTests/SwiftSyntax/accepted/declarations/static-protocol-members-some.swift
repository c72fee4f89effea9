import SwiftUI
protocol Shape2 { static var circle: Self { get } }
extension ButtonStyle where Self == BorderedButtonStyle {
    static var fancy: BorderedButtonStyle { .bordered }
}
