// A block comment that is never closed.
struct Note {
    /* the text of the note
    var text: String
}
