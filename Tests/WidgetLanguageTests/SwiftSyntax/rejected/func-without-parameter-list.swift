// A function declaration without its parameter list.
func refresh { }
