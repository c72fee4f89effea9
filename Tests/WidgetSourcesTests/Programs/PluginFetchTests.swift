import Foundation
import Testing
@testable import WidgetSources

/// A plugin's request and what is made of its answer (the protocol, version 1).
@Suite struct PluginFetchTests {
    static func answer(_ text: String) -> String {
        do {
            return JSONWriter.text(try PluginFetch.answer(Array(text.utf8), from: "plugin 'moon'"))
        } catch {
            return error.message
        }
    }

    @Test func theRequestIsOneLineOfJSON() throws {
        let text = PluginFetch.requestText(name: "moon", source: "sky", method: "load", now: Date(timeIntervalSince1970: 0),
                                           args: .object([.init(key: "hemisphere", value: .string("north"))]))
        #expect(text == #"{"version":1,"plugin":"moon","source":"sky","method":"load","now":"1970-01-01T00:00:00Z","args":{"hemisphere":"north"}}"# + "\n")
    }

    @Test(arguments: [
        (#"{"data": [1, 2]}"#, "[1,2]"),
        (#"{"version": 1, "data": "x"}"#, #""x""#),
        (#"{"error": "no moon tonight"}"#, "plugin 'moon' reported an error: no moon tonight"),
        (#"{"error": {"code": 3}}"#, #"plugin 'moon' reported an error: {"code":3}"#),
        (#"{"error": "\u001b[2Jcleared"}"#, "plugin 'moon' reported an error: cleared"),
        (#"{"version": 2, "data": 1}"#, "plugin 'moon' speaks protocol version 2; this runtime speaks version 1"),
        (#"{"result": 1}"#, #"plugin 'moon' answered JSON without "data" or "error""#),
        ("[1]", #"plugin 'moon' answered an array of 1, not an object like {"data": …}"#),
        ("", "plugin 'moon' answered something that is not JSON (line 1, column 1: the document ends where a value was expected): nothing"),
    ])
    func answers(_ text: String, _ expected: String) {
        #expect(Self.answer(text) == expected)
    }

    @Test(arguments: ["moon", "moon-2", "a_b.c"])
    func namesThatArePlugins(_ name: String) {
        #expect(throws: Never.self) { try PluginFetch.checkName(name) }
    }

    @Test(arguments: ["", ".hidden", "-x", "../up", "a b"])
    func namesThatAreNot(_ name: String) {
        #expect(throws: SourceFailure.self) { try PluginFetch.checkName(name) }
    }
}
