import Foundation
class Target: NSObject {
    @objc func tapped(_ sender: Any) {}
    @objc var title: String = ""
    func selectors() -> [Selector] {
        [#selector(tapped(_:)), #selector(getter: title), #selector(setter: Target.title), #selector(Target.tapped)]
    }
    let path = #keyPath(Target.title)
}
