final class Parent { var children: [Child] = [] }
final class Child {
    weak var parent: Parent?
    unowned let owner: Parent
    unowned(unsafe) var fast: Parent
    init(owner: Parent) { self.owner = owner; self.fast = owner }
}
final class Holder { weak let cache: AnyObject? = nil }
