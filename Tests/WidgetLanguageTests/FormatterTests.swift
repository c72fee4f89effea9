import Foundation
import Testing
import WidgetLanguage

/// `WidgetFormatter`: the rules, one case each (input → canonical layout).
@Suite struct FormatterTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var input: String
        var expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "indentation is four spaces per block",
             input: "model ToDo {\n  var name: String\n        var isDone: Bool = false\n}\n",
             expected: "model ToDo {\n    var name: String\n    var isDone: Bool = false\n}\n"),
        Case(name: "semicolons become line breaks",
             input: "model R { let a: Int; let b: Int }\n",
             expected: "model R {\n    let a: Int\n    let b: Int\n}\n"),
        Case(name: "a one-line block with one statement stays on one line",
             input: "func f() -> Int { return 1 }\n",
             expected: "func f() -> Int { return 1 }\n"),
        Case(name: "a block over several lines gets its statements on lines of their own",
             input: "func f() -> Int { let a = 1\n    return a }\n",
             expected: "func f() -> Int {\n    let a = 1\n    return a\n}\n"),
        Case(name: "an opening brace joins its line, else joins the closing brace",
             input: "func f(x: Int) -> Int {\n    if x > 1\n    {\n        return 1\n    }\n    else {\n        return 0\n    }\n}\n",
             expected: "func f(x: Int) -> Int {\n    if x > 1 {\n        return 1\n    } else {\n        return 0\n    }\n}\n"),
        Case(name: "spaces around binary operators, none around ranges and after prefix operators",
             input: "let a = 1+2*3\nlet b = 0 ..< a\nlet c = - a\nlet d = !(a>1)&&true\n",
             expected: "let a = 1 + 2 * 3\nlet b = 0..<a\nlet c = -a\nlet d = !(a > 1) && true\n"),
        Case(name: "spaces after commas and colons, none inside brackets",
             input: "let d = [ \"a\" : 1 , \"b\":2 ]\nlet e: [String:Int] = [ : ]\nlet t = f( x:1 )\nfunc f(x: Int) -> Int { x }\n",
             expected: "let d = [\"a\": 1, \"b\": 2]\nlet e: [String: Int] = [:]\nlet t = f(x: 1)\nfunc f(x: Int) -> Int { x }\n"),
        Case(name: "ternaries and optionals",
             input: "let a: Int? = nil\nlet b = a ?? 0\nlet c = b>0 ? \"yes\":\"no\"\nlet d = a?.description ?? \"\"\n",
             expected: "let a: Int? = nil\nlet b = a ?? 0\nlet c = b > 0 ? \"yes\" : \"no\"\nlet d = a?.description ?? \"\"\n"),
        Case(name: "at most one blank line, none just inside a block",
             input: "model A {\n\n    var a: Int\n\n\n\n    var b: Int\n\n}\n",
             expected: "model A {\n    var a: Int\n\n    var b: Int\n}\n"),
        Case(name: "declarations that span lines are separated by a blank line",
             input: "model A {\n    var a: Int\n}\nmodel B {\n    var b: Int\n}\nlet x = 1\nlet y = 2\n",
             expected: "model A {\n    var a: Int\n}\n\nmodel B {\n    var b: Int\n}\n\nlet x = 1\nlet y = 2\n"),
        Case(name: "modifiers continue one level deeper, or level after a closing brace",
             input: "view V {\nVStack {\nText(\"a\")\n.bold()\n.italic()\n}\n.padding()\n}\n",
             expected: "view V {\n    VStack {\n        Text(\"a\")\n            .bold()\n            .italic()\n    }\n    .padding()\n}\n"),
        Case(name: "switch cases are level with the switch",
             input: "func f(x: Int) -> String {\nswitch x {\n    case 1:\n  return \"one\"\n    default: return \"many\"\n}\n}\n",
             expected: "func f(x: Int) -> String {\n    switch x {\n    case 1:\n        return \"one\"\n    default: return \"many\"\n    }\n}\n"),
        Case(name: "closure parameters stay on the line of the brace",
             input: "let a = [1].map {\n    x in\n    x * 2 }\n",
             expected: "let a = [1].map { x in\n    x * 2\n}\n"),
        Case(name: "arguments on further lines are indented once",
             input: "let u = f(a: 1,\n                 b: 2)\nfunc f(a: Int, b: Int) -> Int { a + b }\n",
             expected: "let u = f(a: 1,\n    b: 2)\n\nfunc f(a: Int, b: Int) -> Int { a + b }\n"),
        Case(name: "comments are kept: own lines, trailing, inside blocks and at the end",
             input: "// head\nmodel A {   // the model\n  // a field\n  var a: Int /* inline */\n  // last\n}\n// tail\n",
             expected: "// head\nmodel A { // the model\n    // a field\n    var a: Int /* inline */\n    // last\n}\n// tail\n"),
        Case(name: "trailing comments on consecutive lines are aligned",
             input: "let a = 1 // one\nlet bbb = 22   // two\nlet c = 3\nlet d = 4     // alone\n",
             expected: "let a = 1    // one\nlet bbb = 22 // two\nlet c = 3\nlet d = 4 // alone\n"),
        Case(name: "a statement after ';' and a comment starts a new line",
             input: "func f() { print(1); /* c */ print(2) }\n",
             expected: "func f() {\n    print(1) /* c */\n    print(2)\n}\n"),
        Case(name: "strings, multi-line strings and backtick names are printed as written",
             input: "let s = \"a\\tb \\(1 +   2)\"\nlet `default` = 1\nlet m = \"\"\"\n      x\n      \"\"\"\n",
             expected: "let s = \"a\\tb \\(1 +   2)\"\nlet `default` = 1\nlet m = \"\"\"\n      x\n      \"\"\"\n"),
        Case(name: "a parenthesised expression after a line break stays a new statement",
             input: "func f() {\n    let x = g\n    (1 + 2)\n}\nlet g = 1\n",
             expected: "func f() {\n    let x = g\n    (1 + 2)\n}\n\nlet g = 1\n"),
        Case(name: "empty blocks",
             input: "intent Refresh {\n    perform {   }\n}\n",
             expected: "intent Refresh {\n    perform {}\n}\n"),
    ]

    @Test(arguments: cases)
    func rule(_ example: Case) throws {
        let output = try WidgetFormatter.format(SourceFile(path: "case.widget", text: example.input))
        #expect(output == example.expected, "\n\(output)")
        #expect(try WidgetFormatter.format(SourceFile(path: "again.widget", text: output)) == output, "not idempotent")
    }

    @Test func aFileWithSyntaxErrorsIsNotFormatted() {
        #expect(throws: WidgetFormatter.Failure.self) {
            try WidgetFormatter.format(SourceFile(path: "bad.widget", text: "model {\n"))
        }
    }
}
