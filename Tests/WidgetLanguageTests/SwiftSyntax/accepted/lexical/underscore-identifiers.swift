let _ = 5
var _private = 0
let __double = 1
let trailing_ = 2
func _helper(_ _: Int) {}
let a_b_c = 3
