import Foundation

func run() {
    let file = URL(fileURLWithPath: "/var/data/reports/summary.final.txt")
    print(file.isFileURL)
    print(file.path)
    print(file.lastPathComponent)
    print(file.pathExtension)
    print(file.deletingPathExtension().lastPathComponent)
    print(file.deletingLastPathComponent().path)
    print(file.pathComponents)
    print(file.absoluteString)
    let dir = URL(fileURLWithPath: "/var/data", isDirectory: true)
    print(dir.appendingPathComponent("x.json").path)
}
