import Foundation
import Testing
import LanguageServer
import WidgetTestSupport

/// `widgetry lsp` as an editor runs it: a real process on pipes.
@Suite(.serialized) struct LifecycleTests {
    @Test func initializeStatesSyncAndFeatures() throws {
        let server = try ServerProcess()
        let answer = try server.call("initialize", .object(["capabilities": .object([:]), "processId": .null]))
        let capabilities = answer["result"]?["capabilities"]
        #expect(capabilities?["textDocumentSync"]?["change"]?.int == 2)
        #expect(capabilities?["textDocumentSync"]?["openClose"]?.bool == true)
        #expect(capabilities?["positionEncoding"]?.string == "utf-16")
        #expect(capabilities?["hoverProvider"]?.bool == true)
        #expect(answer["result"]?["serverInfo"]?["name"]?.string == "widgetry")
        server.notify("initialized")
        #expect(server.shutDown() == 0)
    }

    @Test func requestsBeforeInitializeAreRefused() throws {
        let server = try ServerProcess()
        let answer = try server.call("textDocument/hover", LSP.at("file:///x.widget", 0, 0))
        #expect(answer["error"]?["code"]?.int == ResponseError.serverNotInitialized)
        try server.initialize()
        let again = try server.call("initialize", .object(["capabilities": .object([:])]))
        #expect(again["error"]?["code"]?.int == ResponseError.invalidRequest)
        #expect(server.shutDown() == 0)
    }

    @Test func unknownMethodsAreMethodNotFoundAndTheServerGoesOn() throws {
        let server = try ServerProcess()
        try server.initialize()
        for method in ["workspace/symbol", "x/y", "", "textDocument/semanticTokens/full"] {
            let answer = try server.call(method)
            #expect(answer["error"]?["code"]?.int == ResponseError.methodNotFound, "\(method)")
        }
        server.notify("some/unknownNotification", .array([]))
        #expect(try server.call("shutdown")["result"] == .null)
        server.notify("exit")
        #expect(server.waitForExit() == 0)
    }

    @Test func malformedFramesAndJSONAreAnsweredWithProtocolErrors() throws {
        let server = try ServerProcess()
        try server.initialize()
        server.write(Data("Content-Length: 5\r\n\r\nhello".utf8))
        let parse = try server.waitFor("a parse error") { $0["error"]?["code"]?.int == ResponseError.parseError }
        #expect(parse["id"] == .null)
        server.clear()
        server.write(Data("Content-Type: text/plain\r\n\r\n".utf8))
        _ = try server.waitFor("a parse error for a frame without length") { $0["error"]?["code"]?.int == ResponseError.parseError }
        server.clear()
        server.write(MessageWriter.frame(Data(#"{"jsonrpc":"2.0","id":9,"method":3}"#.utf8)))
        let invalid = try server.waitFor("an invalid request") { $0["error"]?["code"]?.int == ResponseError.invalidRequest }
        #expect(invalid["id"]?.int == 9)
        // Parameters of the wrong shape: an error answer, not a crash.
        let wrong = try server.call("textDocument/codeAction", .object(["textDocument": .number(3)]))
        #expect(wrong["error"]?["code"]?.int == ResponseError.invalidParams)
        server.notify("textDocument/didOpen", .string("nonsense"))
        server.notify("textDocument/didChange", .object(["textDocument": .object(["uri": .string("file:///never-opened.widget")]),
                                                         "contentChanges": .array([])]))
        #expect(server.shutDown() == 0)
    }

    @Test func exitWithoutShutdownOrEndOfInputStopsWithStatusOne() throws {
        let server = try ServerProcess()
        try server.initialize()
        server.notify("exit")
        #expect(server.waitForExit() == 1)

        let other = try ServerProcess()
        try other.initialize()
        try other.input.fileHandleForWriting.close()
        #expect(other.waitForExit() == 1)
    }

    @Test func afterShutdownOnlyExitIsAccepted() throws {
        let server = try ServerProcess()
        try server.initialize()
        _ = try server.call("shutdown")
        let answer = try server.call("textDocument/hover", LSP.at("file:///x.widget", 0, 0))
        #expect(answer["error"]?["code"]?.int == ResponseError.invalidRequest)
        server.notify("exit")
        #expect(server.waitForExit() == 0)
    }

    @Test func aCancelledRequestWaitingInLineIsAnsweredCancelled() throws {
        let server = try ServerProcess()
        try server.initialize()
        // A large document keeps the server busy on the first request while the
        // second and its cancellation arrive.
        let text = LargeModule.widgetText(lines: 6_000)
        let uri = try server.open("/tmp/widgetry-lsp-cancel.widget", text: text)
        var batch = Data()
        let slow = RequestID.number(1)
        let cancelled = RequestID.number(2)
        batch.append(MessageWriter.frame(Outgoing.request(slow, "textDocument/codeAction", Self.codeActionParams(uri)).encoded()))
        batch.append(MessageWriter.frame(Outgoing.request(cancelled, "textDocument/codeAction", Self.codeActionParams(uri)).encoded()))
        batch.append(MessageWriter.frame(Outgoing.notification("$/cancelRequest", .object(["id": .number(2)])).encoded()))
        server.write(batch)
        #expect(try server.response(to: slow)["result"] != nil)
        #expect(try server.response(to: cancelled)["error"]?["code"]?.int == ResponseError.requestCancelled)
        #expect(server.shutDown() == 0)
    }

    static func codeActionParams(_ uri: String) -> JSON {
        .object(["textDocument": .object(["uri": .string(uri)]), "range": LSP.range((0, 0), (0, 0)),
                 "context": .object(["diagnostics": .array([])])])
    }
}
