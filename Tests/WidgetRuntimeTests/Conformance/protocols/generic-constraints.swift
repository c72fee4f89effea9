protocol ProtoScored { var score: Int { get } }
struct ProtoPlayer: ProtoScored { var name: String; var score: Int }
struct ProtoTeam: ProtoScored {
    var players: [ProtoPlayer]
    var score: Int { players.reduce(0) { $0 + $1.score } }
}

func protoBest<T: ProtoScored>(_ items: [T]) -> T? { items.max { $0.score < $1.score } }
func protoTotal(_ items: [some ProtoScored]) -> Int { items.reduce(0) { $0 + $1.score } }

func run() {
    let players = [ProtoPlayer(name: "a", score: 3), ProtoPlayer(name: "b", score: 7)]
    print(protoBest(players)?.name ?? "-")
    print(protoTotal(players))
    let teams = [ProtoTeam(players: players), ProtoTeam(players: [ProtoPlayer(name: "c", score: 11)])]
    print(protoBest(teams)?.score ?? 0, protoTotal(teams))
}
