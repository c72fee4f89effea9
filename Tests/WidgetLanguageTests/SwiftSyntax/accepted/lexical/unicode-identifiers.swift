let café = "espresso"
let π = 3.14159
let 数量 = 3
var naïveCount = 0
let Δx = 0.5, Δy = 0.25
func größe(_ wert: Int) -> Int { wert * 2 }
let こんにちは = "hello"
