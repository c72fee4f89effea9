enum Either<Left, Right> {
    case left(Left)
    case right(Right)
    func map<T>(_ f: (Right) -> T) -> Either<Left, T> {
        switch self {
        case .left(let l): .left(l)
        case .right(let r): .right(f(r))
        }
    }
}
class Repository<Model: Identifiable & Codable> {
    var items: [Model.ID: Model] = [:]
    func upsert(_ m: Model) { items[m.id] = m }
}
final class Specialized: Repository<User> {}
struct User: Identifiable, Codable { var id: Int }
