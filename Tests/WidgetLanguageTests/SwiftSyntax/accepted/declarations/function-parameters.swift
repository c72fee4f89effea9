func options(
    title: String,
    subtitle: String? = nil,
    count: Int = 1,
    _ positional: Double,
    handler: @escaping (Int) -> Void = { _ in },
    values: Int...,
    flag: inout Bool
) {}
func withDefaultLiteral(file: String = #file, line: Int = #line, function: StaticString = #function) {}
