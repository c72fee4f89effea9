struct Point { var x = 0, y = 0 }
func assign() {
    var p = Point()
    p.x = 1
    (p.x, p.y) = (p.y, p.x)
    var list = [1, 2]
    list[0] = 5
    _ = list
    var a = 0, b = 0
    (a, b) = (1, 2)
    _ = (a, b)
}
