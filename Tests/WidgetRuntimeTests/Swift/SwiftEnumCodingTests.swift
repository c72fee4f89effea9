import Testing
@testable import WidgetRuntime

/// A `Codable` enum without raw values is coded by case, as Swift synthesizes it: the case's
/// name as the key of an object of its associated values (by label, else `_0`, `_1`, …), and
/// `{}` for a case without any.
@Suite struct SwiftEnumCodingTests {
    func run(_ body: String) -> (String, String?) {
        let outcome = SwiftProgram.run(source: """
        import Foundation

        enum Shape: Codable, Equatable {
            case circle(Double)
            case rect(width: Int, height: Int)
            case pair(Int, label: String, note: String?)
            case empty
        }

        enum Tone: String, Codable { case warm, cool }

        func run() {
        \(body)
        }

        """, fileName: "EnumCoding")
        return (outcome.output, outcome.failure)
    }

    @Test func casesEncodeByNameWithTheirValuesByLabelOrPosition() {
        let (output, failure) = run("""
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let shapes: [Shape] = [.circle(1.5), .rect(width: 2, height: 3), .pair(4, label: "x", note: nil), .empty]
            print(String(data: try! encoder.encode(shapes), encoding: .utf8)!)
            print(String(data: try! encoder.encode([Tone.warm]), encoding: .utf8)!)
        """)
        #expect(failure == nil, "\(failure ?? "")")
        #expect(output == #"[{"circle":{"_0":1.5}},{"rect":{"height":3,"width":2}},{"pair":{"_0":4,"label":"x"}},{"empty":{}}]"# + "\n" + #"["warm"]"# + "\n")
    }

    @Test func theSameFormDecodesBack() {
        let (output, failure) = run("""
            let json = #"[{"rect":{"width":5,"height":6}},{"pair":{"_0":1,"label":"y","note":"n"}},{"pair":{"_0":2,"label":"z"}},{"empty":{}},{"circle":{"_0":2}}]"#
            let shapes = try! JSONDecoder().decode([Shape].self, from: Data(json.utf8))
            for shape in shapes {
                switch shape {
                case .circle(let radius): print("circle", radius)
                case .rect(let width, let height): print("rect", width, height)
                case .pair(let n, let label, let note): print("pair", n, label, note ?? "nil")
                case .empty: print("empty")
                }
            }
            print(shapes[4] == .circle(2.0))
        """)
        #expect(failure == nil, "\(failure ?? "")")
        #expect(output == "rect 5 6\npair 1 y n\npair 2 z nil\nempty\ncircle 2.0\ntrue\n", "\(output)")
    }

    @Test func aMissingAssociatedValueIsAKeyNotFound() {
        let (output, failure) = run("""
            do {
                _ = try JSONDecoder().decode(Shape.self, from: Data(#"{"rect":{"width":5}}"#.utf8))
                print("decoded")
            } catch {
                print("failed")
            }
        """)
        #expect(failure == nil, "\(failure ?? "")")
        #expect(output == "failed\n")
    }
}
