enum Measurement { case meters(Double), feet(Double), unknown }
func meters(_ m: Measurement) -> Double {
    switch m {
    case .meters(let v), .feet(let v): return v
    case .unknown: return 0
    }
}
