public struct Fast {
    @inlinable public func compute() -> Int { helper() }
    @usableFromInline internal func helper() -> Int { 1 }
    @inline(__always) func always() {}
    @inline(never) func never() {}
    @_transparent public var t: Int { 1 }
    @frozen public enum Mode { case a }
    @_alwaysEmitIntoClient public func client() {}
    @_spi(Private) public func spi() {}
    @_silgen_name("swift_thing") func silgen()
    @_effects(readonly) func effects() -> Int { 0 }
}
@frozen public struct Frozen { public var v: Int }
