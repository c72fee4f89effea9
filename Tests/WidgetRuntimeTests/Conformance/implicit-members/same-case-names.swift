enum ImLoad: Equatable {
    case idle
    case loaded(Int, label: String)
}

enum ImFetch: Equatable {
    case idle
    case loaded(Int, label: String)
    case failed(reason: String)
}

func imLoadText(_ state: ImLoad) -> String {
    switch state {
    case .idle: return "load idle"
    case .loaded(let n, let label): return "load \(n) \(label)"
    }
}

func imFetchText(_ state: ImFetch) -> String {
    switch state {
    case .idle: return "fetch idle"
    case .loaded(let n, label: let label): return "fetch \(n) \(label)"
    case .failed(let reason): return "failed \(reason)"
    }
}

func run() {
    let load: ImLoad = .loaded(3, label: "a")
    let fetch: ImFetch = .loaded(4, label: "b")
    print(load, fetch)
    print(imLoadText(.idle), imFetchText(.idle), imFetchText(.failed(reason: "offline")))
    print(load == .loaded(3, label: "a"), fetch == .idle, [ImFetch.idle, .failed(reason: "x")])
    let states: [ImLoad] = [.idle, .loaded(1, label: "x")]
    print(states.map(imLoadText))
}
