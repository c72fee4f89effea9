struct Registry {
    var model = 1
    var view = 2
    var source = 3
    var entry = 4
    var widget = 5
    var seed = 6
    var test = 7
    var provider = 8
    var intent = 9
    var preview = 10
    var permissions = 11
    var timeline = 12
    var family = 13
    var placeholder = 14
    var configuration = 15
    var total: Int { model + view + source + entry + widget + seed + test + provider + intent + preview }
}
