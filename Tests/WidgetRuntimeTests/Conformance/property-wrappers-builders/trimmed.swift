import Foundation

@propertyWrapper
struct PwTrimmed {
    private var text = ""
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
    var wrappedValue: String {
        get { text }
        set { text = newValue.trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}

struct PwForm {
    @PwTrimmed var name: String = "  Ann  "
    @PwTrimmed var city: String = "\tOslo\n"
}

func run() {
    var form = PwForm()
    print("[\(form.name)]", "[\(form.city)]")
    form.name = "   Bob"
    print("[\(form.name)]")
}
