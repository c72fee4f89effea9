func numbers() -> some Collection<Int> & Sendable { [1, 2] }
func lazyMap() -> some Sequence<String> { [1, 2].lazy.map(String.init) }
var computedOpaque: some Equatable { 1 }
