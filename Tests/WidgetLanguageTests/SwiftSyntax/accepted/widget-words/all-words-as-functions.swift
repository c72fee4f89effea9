func model() {}
func view() {}
func source() {}
func entry() {}
func widget() {}
func seed() {}
func test() {}
func provider() {}
func intent() {}
func preview() {}
func callAll() {
    model(); view(); source(); entry(); widget()
    seed(); test(); provider(); intent(); preview()
}
