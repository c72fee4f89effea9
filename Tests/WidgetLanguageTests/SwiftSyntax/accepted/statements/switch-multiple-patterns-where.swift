enum Weather { case sun(temp: Int), rain(mm: Double), snow(cm: Double), fog }
func advice(_ w: Weather) -> String {
    switch w {
    case .sun(let t) where t > 30, .sun(let t) where t < -10:
        return "stay in (\(t))"
    case .rain(let amount), .snow(let amount) where amount > 10:
        return "heavy \(amount)"
    case .rain, .snow:
        return "light"
    case .sun:
        return "go out"
    case .fog:
        return "careful"
    }
}
