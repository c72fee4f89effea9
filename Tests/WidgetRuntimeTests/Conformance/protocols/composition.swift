protocol ProtoHasName { var name: String { get } }
protocol ProtoHasAge { var age: Int { get } }

struct ProtoPerson: ProtoHasName, ProtoHasAge {
    var name: String
    var age: Int
}

func protoIntroduce(_ someone: any ProtoHasName & ProtoHasAge) -> String {
    "\(someone.name), \(someone.age)"
}

func protoOldest<T: ProtoHasName & ProtoHasAge>(_ people: [T]) -> String {
    people.max { $0.age < $1.age }?.name ?? "nobody"
}

func run() {
    let people = [ProtoPerson(name: "Ada", age: 36), ProtoPerson(name: "Alan", age: 41)]
    print(people.map(protoIntroduce))
    print(protoOldest(people))
    print(protoOldest([ProtoPerson]()))
}
