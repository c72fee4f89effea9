import Foundation

/// A folder of 100 generated widget files on one store, for `widgetry run` at
/// scale (the host tests and the bench). Ten models `M0`…`M9`; file `wNNN`
/// uses model `M(NNN % 10)`:
/// - `w000`–`w039` read it (their frame says `w007 reads M7: COUNT`) and have
///   an intent `AddM7` that inserts a record;
/// - `w040`–`w069` only write it (`AddM7` too; the frame says `w047 writes only`);
/// - `w070`–`w099` declare no model (`w077 reads nothing`).
/// The families vary: small, medium, accessory rectangular.
public enum HomeScreenFolder {
    public static let count = 100
    static let families = ["systemSmall", "systemMedium", "accessoryRectangular"]

    public static func name(_ index: Int) -> String { "w" + String(format: "%03d", index) }
    public static func fileName(_ index: Int) -> String { name(index) + ".widget" }

    /// The files that read model `M(model)`: the ones whose frames a commit to it changes.
    public static func readers(ofModel model: Int) -> [Int] { (0..<40).filter { $0 % 10 == model } }

    /// The text of file `index`'s frame once `count` records of its model exist.
    public static func frameText(_ index: Int, count: Int = 0) -> String {
        if index < 40 { return "\(name(index)) reads M\(index % 10): \(count)" }
        return index < 70 ? "\(name(index)) writes only" : "\(name(index)) reads nothing"
    }

    /// Writes the 100 files into `folder`.
    public static func write(into folder: URL) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<count {
            _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(fileName(index)).path,
                                               contents: Data(source(index).utf8))
        }
    }

    public static func source(_ index: Int) -> String {
        let model = "M\(index % 10)"
        let title = index < 40 ? "\(name(index)) reads \(model): \\(\(model).count)" : frameText(index)
        var text = ""
        if index < 70 {
            text += """
            model \(model) {
                var name: String
            }

            intent Add\(model) {
                perform { insert(\(model)(name: "x")) }
            }


            """
        }
        text += """
        entry E {
            var text: String
        }

        provider P {
            placeholder { E(text: "…") }
            timeline { Timeline(entries: [E(text: "\(title)")], policy: .never) }
        }

        widget W\(name(index).dropFirst()) {
            families: [.\(families[index % families.count])]
            provider: P
            body(entry) { Text(entry.text) }
        }

        """
        return text
    }
}
