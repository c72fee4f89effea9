@propertyWrapper
struct PwHistory<Value> {
    private var values: [Value]
    init(wrappedValue: Value) { values = [wrappedValue] }
    var wrappedValue: Value {
        get { values[values.count - 1] }
        set { values.append(newValue) }
    }
    var projectedValue: [Value] { values }
}

struct PwEditor {
    @PwHistory var text = "a"
    @PwHistory var size = 12
}

func run() {
    var editor = PwEditor()
    editor.text = "ab"
    editor.text += "c"
    editor.size = 14
    print(editor.text, editor.size)
    print(editor.$text, editor.$size)
}
