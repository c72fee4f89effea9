import Foundation
import Testing
import WidgetRuntime

/// CryptoKit's hashes, computed by Widgetry and by the machine's coreutils (`md5sum`, `sha1sum`, `sha256sum`,
/// `sha384sum`, `sha512sum`) on the same bytes: lengths around each block's padding boundary, and a long one.
/// (The Swift compiler on Linux has no CryptoKit, so coreutils is the reference here.)
@Suite struct CryptoKitDigestTests {
    static let functions: [(swift: String, tool: String)] = [
        ("Insecure.MD5", "md5sum"), ("Insecure.SHA1", "sha1sum"), ("SHA256", "sha256sum"), ("SHA384", "sha384sum"), ("SHA512", "sha512sum"),
    ]
    /// Empty, short, and each side of the 56/64-byte and 112/128-byte padding boundaries, then several blocks.
    static let lengths = [0, 3, 55, 56, 63, 64, 65, 111, 112, 127, 128, 129, 1000]

    static func message(_ length: Int) -> String {
        String((0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
    }

    static func coreutilsDigest(_ tool: String, _ text: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
    }

    @Test(arguments: functions.map(\.swift))
    func digestsAreTheStandardsBytes(_ function: String) throws {
        let tool = try #require(Self.functions.first { $0.swift == function }?.tool)
        let source = """
        import Foundation
        import CryptoKit

        func hex(_ text: String) -> String {
            \(function).hash(data: Data(text.utf8)).map { String(format: "%02hhx", $0) }.joined()
        }

        func run() {
            for length in [\(Self.lengths.map(String.init).joined(separator: ", "))] {
                let text = String((0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
                print(hex(text))
            }
        }
        """
        let outcome = SwiftProgram.run(source: source, fileName: "Digests.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        let expected = try Self.lengths.map { try Self.coreutilsDigest(tool, Self.message($0)) }
        #expect(outcome.output.split(separator: "\n").map(String.init) == expected)
    }

    @Test func aDigestIsASequenceOfItsBytesAndDescribesItself() throws {
        let source = """
        import Foundation
        import CryptoKit

        func run() {
            let digest = SHA256.hash(data: Data("abc".utf8))
            print(digest)
            print(Data(digest).count, Array(digest).prefix(3), Array(digest.prefix(2)), SHA256.Digest.byteCount, SHA256.byteCount)
            var hasher = SHA256()
            hasher.update(data: Data("ab".utf8))
            hasher.update(data: Data("c".utf8))
            print(hasher.finalize() == digest, Data(digest).base64EncodedString())
            print(Insecure.MD5.hash(data: [1, 2, 3]).compactMap { $0 > 100 ? $0 : nil }.count, digest.reduce(0) { $0 + Int($1) })
            print(Data("abc".utf8).filter { $0 > 97 }.count, Data("abc".utf8).compactMap { $0 > 98 ? $0 : nil })
        }
        """
        let outcome = SwiftProgram.run(source: source, fileName: "Sequence.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        let sha = try Self.coreutilsDigest("sha256sum", "abc")
        let bytes = stride(from: 0, to: sha.count, by: 2).compactMap { offset -> UInt8? in
            let start = sha.index(sha.startIndex, offsetBy: offset)
            return UInt8(sha[start..<sha.index(start, offsetBy: 2)], radix: 16)
        }
        let md5 = try Self.coreutilsDigest("md5sum", "\u{1}\u{2}\u{3}")
        let md5Large = stride(from: 0, to: md5.count, by: 2).filter { offset in
            let start = md5.index(md5.startIndex, offsetBy: offset)
            return (UInt8(md5[start..<md5.index(start, offsetBy: 2)], radix: 16) ?? 0) > 100
        }.count
        #expect(outcome.output == """
        SHA256 digest: \(sha)
        32 \(Array(bytes.prefix(3))) \(Array(bytes.prefix(2))) 32 32
        true \(Data(bytes).base64EncodedString())
        \(md5Large) \(bytes.reduce(0) { $0 + Int($1) })
        2 [99]

        """)
    }
}
