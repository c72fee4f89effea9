open class Extensible {
    open var value = 0
    open func hook() {}
    public final func locked() {}
    open subscript(i: Int) -> Int { i }
}
package struct Shared { package init() {} }
