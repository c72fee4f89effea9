func generated() -> Int {
#sourceLocation(file: "Template.stencil", line: 10)
    let x = 1
#sourceLocation()
    return x
}
