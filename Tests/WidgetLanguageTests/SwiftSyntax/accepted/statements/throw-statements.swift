struct ValidationError: Error { var field: String }
func validate(_ s: String) throws {
    if s.isEmpty { throw ValidationError(field: "name") }
    guard s.count < 100 else { throw CocoaError(.validationStringTooLong) }
}
func rethrowing(_ f: () throws -> Void) rethrows { try f() }
