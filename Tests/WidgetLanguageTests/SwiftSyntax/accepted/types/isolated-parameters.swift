actor Counter { var value = 0 }
func increment(_ counter: isolated Counter) { counter.value += 1 }
func run(isolation: isolated (any Actor)? = #isolation) async {}
