enum StreamState: Equatable {
    case online(_ gameName: String, streamTitle: String, viewers: Int)
    case offline
    var isOnline: Bool {
        if case .online(gameName: _) = self { true } else { false }
    }
}
func run() {
    let states: [StreamState] = [.online("Chess", streamTitle: "blitz", viewers: 12), .offline]
    print(states.map(\.isOnline))
    for state in states {
        switch state {
        case .online(gameName: _): print("live")
        case .offline: print("off")
        }
    }
}
