struct Size { var w: Double; var h: Double }
func inits() {
    let a = Size.init(w: 1, h: 2)
    let make = Size.init(w:h:)
    let b = make(3, 4)
    let strings = [1, 2].map(String.init)
    let descriptions = [1, 2].map(String.init(describing:))
    let metatype = type(of: a).init(w: 0, h: 0)
    _ = (b, strings, descriptions, metatype)
}
