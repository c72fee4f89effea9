struct SynScore { var team: String; var points: Int; var played: Int }

func run() {
    let table = [
        SynScore(team: "b", points: 10, played: 5),
        SynScore(team: "a", points: 10, played: 4),
        SynScore(team: "c", points: 12, played: 6),
        SynScore(team: "d", points: 10, played: 4),
    ]
    let ranked = table.sorted { ($1.points, $0.played, $0.team) < ($0.points, $1.played, $1.team) }
    print(ranked.map(\.team))
    print((1, "b") < (1, "c"), (2, "a") > (1, "z"), (1, 2, 3) == (1, 2, 3))
}
