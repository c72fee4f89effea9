func casts(_ value: Any, _ view: AnyObject) -> String {
    if value is Int { return "int" }
    let s = value as? String
    let forced = value as! CustomStringConvertible
    let upcast = 5 as Double
    let literal = [1, 2] as [Double]
    let optionalUpcast = s as Any?
    return "\(forced) \(upcast) \(literal) \(String(describing: optionalUpcast))"
}
