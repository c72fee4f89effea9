func prefixes(_ items: [Int], _ flag: Bool?) -> Bool {
    let neg = -items.count
    let notEmpty = !items.isEmpty
    let notOptional = !(flag ?? false)
    let notCall = !items.contains(3)
    return neg < 0 && notEmpty && notOptional && notCall
}
