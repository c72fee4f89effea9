extension Calendar {
    enum Week { case current, next }
    struct Span { var start: Date; var end: Date }
    func span(_ w: Week) -> Span { Span(start: Date(), end: Date()) }
}
extension Date { static let epoch = Date(timeIntervalSince1970: 0) }
