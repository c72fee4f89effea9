import Foundation

// `hashValue` of a Hashable value: equal values hash equally (the number itself is per process, so only compared).

struct Place {
    let title: String
    let latitude: Double
    let longitude: Double
}

extension Place: Hashable, Equatable {
    static func == (lhs: Place, rhs: Place) -> Bool { lhs.hashValue == rhs.hashValue }
    func hash(into hasher: inout Hasher) {
        hasher.combine(latitude)
        hasher.combine(longitude)
    }
}

extension Place: Identifiable {
    var id: Int { hashValue }
}

struct Tag: Hashable { let name: String }
enum Level { case low, high }

func run() {
    let a = Place(title: "London", latitude: 51.5, longitude: -0.12)
    let b = Place(title: "Londres", latitude: 51.5, longitude: -0.12)
    let c = Place(title: "Paris", latitude: 48.85, longitude: 2.35)
    print(a == b, a == c, a.id == b.id, a.id == c.id)
    print(Tag(name: "x").hashValue == Tag(name: "x").hashValue, Tag(name: "x").hashValue == Tag(name: "y").hashValue)
    print("ab".hashValue == ("a" + "b").hashValue, 7.hashValue == 7.hashValue, Level.low.hashValue == Level.high.hashValue)
    print(Set([a, b, c]).count)
}
