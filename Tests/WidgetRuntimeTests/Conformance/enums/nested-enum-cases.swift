enum NestApi {}
extension NestApi {
    enum Statuses {
        case status(String)
        case card(String, Int?)
        var path: String {
            switch self {
            case .status(let id): return "statuses/\(id)"
            case .card(let id, let n): return "cards/\(id)/\(n ?? 0)"
            }
        }
    }
}
func run() {
    let target = NestApi.Statuses.status("42")
    print(target.path, NestApi.Statuses.card("7", 3).path)
}
