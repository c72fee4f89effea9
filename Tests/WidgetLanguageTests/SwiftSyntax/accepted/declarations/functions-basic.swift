func greet() {}
func greet(_ name: String) -> String { "Hello \(name)" }
func greet(person name: String, from town: String = "nowhere") -> String { name + town }
func add(_ a: Int, to b: Int) -> Int { a + b }
func noReturn() -> Never { fatalError() }
func unit() -> () {}
func void() -> Void {}
