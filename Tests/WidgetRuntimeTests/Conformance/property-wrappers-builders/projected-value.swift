@propertyWrapper
struct PwTracked {
    private var value: String
    private(set) var projectedValue: Int = 0
    init(wrappedValue: String) { value = wrappedValue }
    var wrappedValue: String {
        get { value }
        set { value = newValue; projectedValue += 1 }
    }
}

struct PwDocument {
    @PwTracked var title = "untitled"
}

func run() {
    var doc = PwDocument()
    print(doc.title, doc.$title)
    doc.title = "draft"
    doc.title = "final"
    print(doc.title, doc.$title)
}
