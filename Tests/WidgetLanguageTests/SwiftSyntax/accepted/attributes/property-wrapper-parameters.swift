@propertyWrapper struct Trimmed {
    var wrappedValue: String { didSet { wrappedValue = wrappedValue.trimmingCharacters(in: .whitespaces) } }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}
func greet(@Trimmed name: String) -> String { name }
let closure = { (@Trimmed value: String) in value }
