protocol ProtoRanked { var rank: Int { get }; var title: String { get } }
struct ProtoMovie: ProtoRanked { var rank: Int; var title: String }
struct ProtoBook: ProtoRanked { var rank: Int; var author: String; var title: String { "book by \(author)" } }

func run() {
    let things: [any ProtoRanked] = [
        ProtoMovie(rank: 3, title: "Up"),
        ProtoBook(rank: 1, author: "Le Guin"),
        ProtoMovie(rank: 2, title: "Heat"),
    ]
    for thing in things.sorted(by: { $0.rank < $1.rank }) {
        print(thing.rank, thing.title)
    }
    print(things.contains { $0.rank > 2 }, things.first { $0 is ProtoBook }?.title ?? "")
}
