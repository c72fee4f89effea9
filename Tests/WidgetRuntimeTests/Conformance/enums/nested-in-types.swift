struct EnumCard {
    enum Suit: String { case hearts = "♥", spades = "♠" }
    enum Rank: Int { case two = 2, ace = 14 }
    var suit: Suit
    var rank: Rank
    var label: String { "\(rank.rawValue)\(suit.rawValue)" }
}

func run() {
    let card = EnumCard(suit: .spades, rank: .ace)
    print(card.label)
    let other = EnumCard(suit: EnumCard.Suit.hearts, rank: EnumCard.Rank(rawValue: 2) ?? .ace)
    print(other.label, other.suit == .hearts)
}
