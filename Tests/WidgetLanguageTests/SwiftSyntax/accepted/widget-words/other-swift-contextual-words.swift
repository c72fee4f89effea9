struct Contextual {
    var permissions = ["read"]
    var timeline: [Date] = []
    var policy = "atEnd"
    var family = "small"
    var body = "text"
    var state = 0
    var query = ""
    var decode = false
    var keys = [String]()
    var dates = [Date]()
    var every = 5
    var json = "{}"
    var http = "url"
}
