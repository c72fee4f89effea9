struct Words {
    var get = 1
    var set = 2
    var willSet = 3
    var didSet = 4
    var open = true
    var mutating = false
    var optional: Int? = nil
    var required = true
    var convenience = 0
    var dynamic = 0
    var lazy = false
    var weak = 1
    var unowned = 2
    var override = 3
    var indirect = 4
    var final = 5
    var infix = "i"
    var prefix = "p"
    var postfix = "s"
    var async = 6
    var await_ = 7
    var some = 8
    var any = 9
    var macro = 10
    var package = 11
    var consuming = 12
    var borrowing = 13
    var each = 14
    var type = "t"
    var Type_ = "T"
    var actor = "a"
    var left = 0, right = 1, none = 2
    var associativity = 0
    var precedence = 0
}
