#declare("counter")
struct Holder {
    #declare("member")
    var x = 0
}
