/// A property list file of either text format, read with limits.
public enum PropertyListFile {
    /// The file's one value: XML when it starts with `<`, else the old-style format.
    public static func read(_ path: String, maxBytes: Int = BoundedFile.maxSmallFileBytes) throws(PropertyListError) -> PropertyList {
        let bytes: [UInt8]
        do { bytes = try BoundedFile.read(path, maxBytes: maxBytes) } catch {
            throw PropertyListError(path: path, line: 0, column: 0, message: error.reason)
        }
        return try parse(bytes, path: path)
    }

    public static func parse(_ raw: [UInt8], path: String) throws(PropertyListError) -> PropertyList {
        if raw.starts(with: Array("bplist".utf8)) {
            throw PropertyListError(path: path, line: 0, column: 0, message: "a binary property list; save it as XML (plutil -convert xml1) to use it here")
        }
        let bytes = BoundedFile.utf8(raw)
        let first = bytes.first { !OldStylePropertyList.isSpace($0) }
        if first == UInt8(ascii: "<"), !looksLikeData(bytes) {
            return try XMLPropertyList.parse(bytes, path: path)
        }
        return try OldStylePropertyList.parse(bytes, path: path)
    }

    /// An old-style file whose one value is data (`<0fbd 7771>`: hexadecimal digits and spaces up
    /// to `>`), not an XML document.
    private static func looksLikeData(_ bytes: [UInt8]) -> Bool {
        guard let start = bytes.firstIndex(where: { !OldStylePropertyList.isSpace($0) }) else { return false }
        for byte in bytes[(start + 1)...] {
            if byte == UInt8(ascii: ">") { return true }
            if OldStylePropertyList.hexValue(byte) == nil, !OldStylePropertyList.isSpace(byte) { return false }
        }
        return false
    }
}
