import Foundation

// A path's parts through NSString, as app code reads file names: `(path as NSString).lastPathComponent` …
func run() {
    let path = "/var/mobile/Containers/Shared/widget/cache/avatar.large.png"
    let ns = path as NSString
    print(ns.lastPathComponent, ns.pathExtension)
    print(ns.deletingLastPathComponent)
    print((ns.lastPathComponent as NSString).deletingPathExtension)
    print(ns.pathComponents.count, ns.pathComponents.first ?? "-", ns.pathComponents.last ?? "-")
    let folder = "/tmp/widget/" as NSString
    print(folder.appendingPathComponent("data.json"))
    print(("notes" as NSString).appendingPathExtension("txt") ?? "nil")
    print(NSString(string: "a-b-c").replacingOccurrences(of: "-", with: "+"))
    print(NSString(string: "x,y,,z").components(separatedBy: ","))
    print(NSString(string: "MiXeD").lowercased, NSString(string: "MiXeD").uppercased)
    print(("" as NSString).lastPathComponent.isEmpty, ("/" as NSString).lastPathComponent)
}
