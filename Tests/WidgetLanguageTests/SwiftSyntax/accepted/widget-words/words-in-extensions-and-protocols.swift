protocol Rendering {
    var model: String { get }
    func view(for entry: Int) -> String
    static func preview() -> Self
}
extension Rendering {
    var source: String { model }
    func test(seed: Int) -> Bool { seed > 0 }
}
struct Renderer: Rendering {
    let model: String
    func view(for entry: Int) -> String { "\(model)#\(entry)" }
    static func preview() -> Renderer { Renderer(model: "p") }
}
