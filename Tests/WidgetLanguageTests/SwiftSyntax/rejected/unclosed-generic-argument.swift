// A generic argument list without its closing angle bracket.
let values: Array<Int = []
