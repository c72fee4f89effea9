let 🐶 = "dog"
let 🌡️ = 21.5
func 🚀(_ speed: Int) -> String { "launch at \(speed)" }
struct 📦 { var items: [String] }
let 🟢 = true
