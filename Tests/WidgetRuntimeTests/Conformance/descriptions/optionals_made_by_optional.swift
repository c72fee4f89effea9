func run() {
    let count: Int? = 4
    print(Optional(5) as Any, Optional(Optional(5)) as Any, Optional(count) as Any)
    print(String(describing: Optional("widget")), [Optional(1), nil])
    let wrapped = Optional(count)
    print(wrapped as Any, (wrapped ?? nil) as Any)
}
