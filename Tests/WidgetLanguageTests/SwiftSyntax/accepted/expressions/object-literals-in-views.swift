import SwiftUI
let color = Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1))
