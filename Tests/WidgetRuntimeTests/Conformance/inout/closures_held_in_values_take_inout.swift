struct Doc { var title = "Untitled"; var size = 12 }
struct Step { let name: String; let apply: (inout Doc) -> Void }
func run() {
    var doc = Doc()
    let steps: [(name: String, apply: (inout Doc) -> Void)] = [("title", { $0.title = "Notes" }), ("grow", { $0.size *= 2 })]
    for step in steps { step.apply(&doc) }
    print(doc)
    let edits: [(inout Doc) -> Void] = [{ $0.title += "!" }, { $0.size = -$0.size }]
    edits.forEach { $0(&doc) }
    print(doc)
    let s = Step(name: "reset") { $0 = Doc() }
    s.apply(&doc)
    print(doc, s.name)
}
