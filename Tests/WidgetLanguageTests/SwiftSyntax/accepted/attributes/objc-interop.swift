import Foundation
@objc(WGTHelper) class Helper: NSObject {
    @objc dynamic var value = 0
    @objc(doThingWithValue:) func doThing(_ value: Int) {}
    @objc static let name = "helper"
    @nonobjc func swiftOnly() {}
    @IBOutlet weak var label: NSObject?
    @IBAction func tap(_ sender: Any) {}
    @IBInspectable var radius: Double = 0
    @NSManaged var managed: String
}
@objcMembers class Exposed: NSObject { var a = 1 }
@objc enum Code: Int { case one = 1 }
