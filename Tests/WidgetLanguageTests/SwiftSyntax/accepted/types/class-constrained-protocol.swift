protocol Delegate: AnyObject { func didFinish() }
class Worker { weak var delegate: (any Delegate)? }
protocol Object: AnyObject, Sendable {}
let anyClass: AnyClass = NSObject.self
