func consumes(_ value: consuming [Int]) -> [Int] { value }
func borrows(_ value: borrowing String) -> Int { value.count }
func sends(_ value: sending [Int]) {}
func isolatedTo(_ actor: isolated MyActor) {}
actor MyActor {}
func autoclosure(_ value: @autoclosure () throws -> Bool) rethrows -> Bool { try value() }
func escaping(_ value: @escaping @Sendable () -> Void) {}
