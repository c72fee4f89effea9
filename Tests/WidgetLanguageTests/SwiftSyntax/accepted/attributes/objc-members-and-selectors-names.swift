import Foundation
class Delegate: NSObject {
    @objc(tableView:numberOfRowsInSection:)
    func tableView(_ tableView: AnyObject, numberOfRowsInSection section: Int) -> Int { 0 }
    @objc optional var unused: Int { 0 }
}
