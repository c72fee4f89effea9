struct Unique: ~Copyable {}
struct Flexible<T: ~Copyable>: ~Copyable { var value: T }
extension Flexible: Copyable where T: Copyable {}
protocol Resource: ~Copyable {}
struct NotEscaping: ~Escapable {}
