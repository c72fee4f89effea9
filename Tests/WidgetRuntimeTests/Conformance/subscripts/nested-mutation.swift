struct SubTeam { var members: [String] }

func run() {
    var matrix = [[1, 2], [3, 4]]
    matrix[1][0] = 30
    matrix[0].append(9)
    print(matrix)
    var teams = ["red": SubTeam(members: ["a"])]
    teams["red"]?.members.append("b")
    teams["blue"]?.members.append("x")
    print(teams["red"]?.members ?? [], teams["blue"] == nil)
    var nested = ["k": ["x": 1]]
    nested["k"]?["y"] = 2
    print(nested["k"]?.keys.sorted() ?? [])
}
