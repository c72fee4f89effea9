// A case with associated values made through `Self.` in a static factory and an instance method.
enum CSTag: Equatable {
    case notes([Int])
    case note(id: Int, pinned: Bool = false)
    case newNote

    static func decode(_ host: String, _ parts: [String]) -> Self? {
        switch host {
        case "notes": return Self.notes(parts.compactMap { Int($0) })
        case "note": return parts.first.flatMap(Int.init).map { Self.note(id: $0) }
        case "new": return Self.newNote
        default: return nil
        }
    }

    func pinned() -> Self {
        if case .note(let id, _) = self { return Self.note(id: id, pinned: true) }
        return self
    }
}

func run() {
    print(CSTag.decode("notes", ["1", "x", "3"]) as Any)
    print(CSTag.decode("note", ["9"]) as Any, CSTag.decode("new", []) as Any, CSTag.decode("other", []) as Any)
    print(CSTag.note(id: 4).pinned(), CSTag.newNote.pinned() == .newNote)
}
