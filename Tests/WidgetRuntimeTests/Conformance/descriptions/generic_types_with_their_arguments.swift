// A value of the program's generic type prints with the type arguments it was made with: alone, in a collection
// (qualified, `main.Box<Swift.Int>`), from `type(of:)`, for a struct, a class and an enum case, nested in another.
struct GdBox<T> { var value: T }
struct GdTwo<A, B> { var first: A; var rest: [B] }
enum GdEither<L, R> { case left(L), right(R) }
final class GdNode<T> { var value: T; init(_ value: T) { self.value = value } }
struct GdPage<Item> { var items: [Item]; var next: Int? }
struct GdLabelled<T>: CustomStringConvertible { var inner: T; var description: String { "labelled \(inner)" } }

func run() {
    let box = GdBox(value: 3)
    print(box, type(of: box), GdBox(value: "s"), [GdBox(value: 1.5)], [GdBox(value: [1])])
    print(GdTwo(first: 1, rest: ["x"]), type(of: GdTwo(first: true, rest: [1])))
    print(type(of: GdNode(2)), GdNode("n"), [GdNode(1.5)])
    print(GdPage(items: [GdBox(value: 1)], next: nil), GdBox(value: GdBox(value: true)))
    print(GdLabelled(inner: 1), [GdLabelled(inner: 2)], String(describing: GdBox(value: 2)), "\(GdBox(value: "q"))")
    print(GdEither<Int, String>.left(1), [1: GdBox(value: 1)])
}
