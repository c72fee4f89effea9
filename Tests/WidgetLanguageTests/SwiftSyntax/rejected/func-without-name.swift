// 'func' with no name.
func () -> Int { 1 }
