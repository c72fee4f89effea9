import Foundation

// CocoaError made by code and thrown: its code, Foundation's number and domain for it, its description;
// caught by type and by code.

enum CocoaFileStore {
    static func load(_ name: String) throws -> String {
        if name.isEmpty { throw CocoaError(.fileReadCorruptFile) }
        if name == "big" { throw CocoaError(.fileReadTooLarge) }
        return name
    }
}

func run() {
    let e = CocoaError(.fileReadCorruptFile)
    print(e.code == .fileReadCorruptFile, e.code.rawValue, (e as NSError).code, (e as NSError).domain)
    print(e.localizedDescription)
    do { throw CocoaError(.fileWriteUnknown) } catch let error as CocoaError { print("caught", error.code.rawValue, error.code == CocoaError.fileWriteUnknown, error.localizedDescription) } catch { print("other") }
    print(CocoaError.Code.fileNoSuchFile.rawValue, CocoaError.Code.fileReadNoSuchFile.rawValue, CocoaError.Code.coderReadCorrupt.rawValue)
    for name in ["", "big", "ok"] {
        do { print(try CocoaFileStore.load(name)) } catch let error as CocoaError where error.code == .fileReadTooLarge { print("too large") } catch { print("failed:", error.localizedDescription) }
    }
}
