import SwiftData
import Observation
@Model
final class Trip {
    @Attribute(.unique) var name: String
    @Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []
    @Transient var cached = 0
    init(name: String) { self.name = name }
}
@Model final class Stop { var trip: Trip?; init() {} }
@Observable final class Settings {
    var theme = "light"
    @ObservationIgnored var internalCounter = 0
}
