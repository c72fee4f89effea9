import SwiftUI
let ink = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
let icon = #imageLiteral(resourceName: "icon")
let file = #fileLiteral(resourceName: "data.json")
