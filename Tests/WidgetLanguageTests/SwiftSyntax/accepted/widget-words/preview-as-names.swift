import SwiftUI
struct Document {
    var preview: String
    var previews: [String] = []
    func preview(lines: Int) -> String { String(preview.prefix(lines * 40)) }
}
func render(preview: Document) -> String {
    let preview = preview.preview(lines: 2)
    return preview
}
