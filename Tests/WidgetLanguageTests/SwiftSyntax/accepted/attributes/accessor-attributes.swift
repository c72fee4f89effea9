struct Tracked {
    private var _v = 0
    var v: Int {
        @inlinable get { _v }
        @available(*, deprecated) set { _v = newValue }
    }
    var w: Int {
        @MainActor get { 0 }
    }
}
