import SwiftUI
struct Labels: View {
    var body: some View {
        VStack {
            Text("Plain")
            Text(verbatim: "Verbatim \\(x)")
            Text("Multi \("interpolated" + "!")")
            Text("""
                 Multi-line
                 text
                 """)
            Text(#"Raw "quotes""#)
        }
    }
}
