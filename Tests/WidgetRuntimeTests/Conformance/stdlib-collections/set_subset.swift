func run() {
    let all: Set = ["read", "write", "admin"]
    let basic: Set = ["read"]
    let other: Set = ["read", "delete"]
    print(basic.isSubset(of: all), other.isSubset(of: all))
    print(all.isSuperset(of: basic), all.isStrictSuperset(of: all))
    print(basic.isStrictSubset(of: all), all.isSubset(of: all))
    print(all.contains("admin"), all.contains("root"))
    print(all == ["admin", "write", "read"])
    print(Set("mississippi").sorted())
    print(Set([3, 1, 3, 2, 1]).count)
}
