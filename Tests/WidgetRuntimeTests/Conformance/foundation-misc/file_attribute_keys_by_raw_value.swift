import Foundation

// `FileAttributeKey(rawValue:)`: the key Foundation names so, and its `rawValue`.
func run() {
    let key = FileAttributeKey(rawValue: "NSFileCreationDate")
    print(key == FileAttributeKey.creationDate, key.rawValue)
    print(FileAttributeKey.size.rawValue, FileAttributeKey.modificationDate.rawValue)
    print(FileAttributeKey(rawValue: "NSFileSize") == .size, FileAttributeKey(rawValue: "NSFileSize") == .type)
}
