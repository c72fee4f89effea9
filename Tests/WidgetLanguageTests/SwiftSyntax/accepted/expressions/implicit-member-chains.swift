struct Theme {
    static let base = Theme(scale: 1)
    var scale: Double
    func scaled(_ f: Double) -> Theme { Theme(scale: scale * f) }
    var doubled: Theme { scaled(2) }
}
let theme: Theme = .base.scaled(1.5).doubled
let optionalTheme: Theme? = .base
let maybe: Theme? = .some(.base)
