func run() {
    let players = [("Ann", 3, 120), ("Ben", 5, 90), ("Cy", 3, 150), ("Dee", 5, 90), ("Eve", 1, 300)]
    let ranked = players.sorted { lhs, rhs in
        if lhs.1 != rhs.1 { return lhs.1 > rhs.1 }
        if lhs.2 != rhs.2 { return lhs.2 < rhs.2 }
        return lhs.0 < rhs.0
    }
    for (place, player) in ranked.enumerated() {
        print(place + 1, player.0, player.1, player.2)
    }
    print(players.map { $0.1 }.reduce(0, +))
    print((1, "b") < (1, "c"), (2, "a") < (1, "z"))
}
