enum EnumPlanet: String {
    case mercury = "Mercury"
    case venus = "Venus"
    case earth = "Blue Marble"
}

enum EnumHTTP: Int {
    case ok = 200
    case notFound = 404
    case teapot = 418
}

func run() {
    print(EnumPlanet.earth.rawValue, EnumPlanet.venus.rawValue)
    print(EnumHTTP.notFound.rawValue + 1)
    print([EnumHTTP.ok, .teapot].map(\.rawValue))
}
