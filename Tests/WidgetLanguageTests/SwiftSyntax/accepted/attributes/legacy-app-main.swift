import UIKit
@UIApplicationMain
final class LegacyDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
