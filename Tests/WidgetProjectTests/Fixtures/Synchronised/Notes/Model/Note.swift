import Foundation

/// In the app's folder; the widget has it through the folder's exception set.
struct Note: Identifiable {
    let id: Int
    let title: String
    let pinned: Bool
}

let sampleNotes = [
    Note(id: 1, title: "Buy milk", pinned: true),
    Note(id: 2, title: "Call Ada", pinned: false),
]
