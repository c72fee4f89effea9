public struct API {
    public var name: String
    internal var internalValue = 0
    fileprivate var fileValue = 0
    private var hidden = 0
    package var packageValue = 0
    public internal(set) var limited = 0
    open class Inner {}
    public init(name: String) { self.name = name }
}
private enum Secret {}
fileprivate struct FileOnly {}
internal final class Explicit {}
package func packaged() {}
