class StaticReading { let value: Int; init(_ v: Int) { value = v } }
extension Array where Element: StaticReading {
    static func latest() -> [StaticReading] { [StaticReading(3), StaticReading(5)] }
    static var empty: [StaticReading] { [] }
}
typealias StaticKVPair<T> = (key: String, value: T)
enum StaticPrefs {
    static let volume: StaticKVPair<Int> = (key: "volume", value: 7)
    static let name: StaticKVPair<String> = (key: "name", value: "ann")
}
func run() {
    let r = [StaticReading].latest()
    print(r.map(\.value), [StaticReading].empty.count, Array<StaticReading>.latest().count)
    print(StaticPrefs.volume.key, StaticPrefs.volume.value + 1, StaticPrefs.name.value.uppercased())
}
