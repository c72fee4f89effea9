func spacing(a: Int, b: Int?, c: [Int]) -> Int {
    let x = a+1
    let y = a + 1
    let z = -a
    let w = b!
    let v = b ?? 0
    let u = c[0]+c[1]
    return x+y+z+w+v+u
}
