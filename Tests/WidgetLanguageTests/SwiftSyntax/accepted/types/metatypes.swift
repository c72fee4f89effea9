let intType: Int.Type = Int.self
let anyType: Any.Type = String.self
protocol Loader {}
let protocolMeta: Loader.Protocol = Loader.self
let existentialMeta: any Loader.Type
func make<T: Decodable>(_ type: T.Type) -> T? { nil }
let nameOfType = String(describing: type(of: 3))
