func check(_ x: Any) -> Bool {
    x is Int || x is String && (x as? String)?.isEmpty == false
}
func convert(_ x: Int) -> Double { x as Int as Any as? Double ?? 0 }
