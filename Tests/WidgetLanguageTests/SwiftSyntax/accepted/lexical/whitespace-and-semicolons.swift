let a = 1; let b = 2
struct Point { var x: Int; var y: Int }
func sum() -> Int { let c = a + b; return c };
	let tabbed = 3
let spaced   =   4
