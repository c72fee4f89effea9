import SwiftUI
struct Container {
    var view: AnyView?
    var views: [AnyView] = []
    func view(at index: Int) -> AnyView? { views.indices.contains(index) ? views[index] : nil }
}
func host(view: some View) -> AnyView {
    let view = AnyView(view)
    return view
}
