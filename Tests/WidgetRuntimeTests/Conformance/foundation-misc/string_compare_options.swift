import Foundation

func run() {
    let files = ["file10.txt", "file9.txt", "File2.txt", "file1.txt"]
    print(files.sorted())
    print(files.sorted { $0.compare($1, options: .numeric) == .orderedAscending })
    print(files.sorted { $0.compare($1, options: [.numeric, .caseInsensitive]) == .orderedAscending })
    print("apple".caseInsensitiveCompare("APPLE") == .orderedSame)
    print("a".compare("b") == .orderedAscending, "b".compare("a") == .orderedDescending)
    print("version 1.10".compare("version 1.9", options: .numeric) == .orderedDescending)
}
