struct RmDeck {
    var cards = Array(1...10)
    mutating func deal(_ n: Int) -> [Int] {
        let hand = Array(cards.prefix(n))
        cards.removeFirst(min(n, cards.count))
        return hand
    }
}

func run() {
    var a = [1, 2, 3, 4, 5, 6]
    a.removeFirst(2)
    a.removeLast(3)
    print(a)
    a.removeFirst(0)
    print(a, a.removeLast())
    var deck = RmDeck()
    print(deck.deal(4), deck.deal(4), deck.deal(4), deck.cards)
    var s = "widgetry"
    s.removeFirst(3)
    s.removeLast(2)
    print(s)
}
