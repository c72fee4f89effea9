import Foundation

func run() {
    let nsInfo: [String: Any] = ["CFBundlePackageType": "XPC!"]
    let packageType = nsInfo["CFBundlePackageType"] as! NSString
    print(packageType == "XPC!", packageType != "APPL", "XPC!" == packageType)
    let other = NSString(string: "APPL")
    print(other == "APPL", other.length)
}
