/// A property list that cannot be read, with where: `file:line:column: message`.
/// Line and column count from 1; column 0 means the whole file.
public struct PropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        column == 0 ? "\(path): \(message)" : "\(path):\(line):\(column): \(message)"
    }
}

/// A byte position in a text turned into a line and column (columns count characters, not bytes).
struct TextPosition {
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }
}
