func special(_ a: Any, _ o: AnyObject, _ h: AnyHashable) -> Never { fatalError("\(a) \(o) \(h)") }
let anyList: [Any] = [1, "two", 3.0]
let objects: [AnyObject] = []
let keyed: [AnyHashable: Any] = [1: "one", "two": 2]
let tupleOfOne: (Int) = 1
let voidFunction: (()) -> () = { _ in }
