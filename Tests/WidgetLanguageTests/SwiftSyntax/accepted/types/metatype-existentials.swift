protocol Plugin { static var name: String { get } }
let pluginTypes: [any Plugin.Type] = []
let protocolMeta: (any Plugin).Type = (any Plugin).self
func register(_ type: any Plugin.Type) -> String { type.name }
func names(_ types: [Plugin.Type]) -> [String] { types.map { $0.name } }
let selfMeta: Any.Type = Never.self
