var provider: (() -> String?)? = nil
var maker: ((Int) throws -> [String]?)?
let curried: (Int) -> ((String) -> Bool)? = { _ in nil }
