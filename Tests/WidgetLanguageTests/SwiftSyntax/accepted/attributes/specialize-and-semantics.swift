@_specialize(where T == Int)
func generic<T>(_ t: T) -> T { t }
@_semantics("optimize.sil.specialize.generic.never")
func slow() {}
@_optimize(none) func debugOnly() {}
@_unavailableFromAsync func syncOnly() {}
@_hasStorage var storage = 0
