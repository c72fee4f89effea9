import Foundation
import WidgetLanguage

/// Core Location's values, which widget code keeps with its data: `CLLocationCoordinate2D(latitude:longitude:)`,
/// `CLLocation(latitude:longitude:)` with its `coordinate` and `distance(from:)`, `CLLocationCoordinate2DIsValid`, and
/// the `CLLocationDegrees`/`CLLocationDistance` numbers (Doubles). Finding where the device is (`CLLocationManager`,
/// `CLGeocoder`) is not available (`UnavailableAPIs`): a widget takes its place from its configuration.
enum CoreLocationValues {
    static let coordinateName = "CLLocationCoordinate2D", locationName = "CLLocation"
    /// The Earth's mean radius, in metres: `distance(from:)` is the great-circle distance on a sphere of it.
    static let earthRadius = 6_371_008.8

    static func coordinate(_ latitude: Double, _ longitude: Double) -> Value {
        Interpreter.foundationObject(coordinateName, [("latitude", .double(latitude)), ("longitude", .double(longitude))])
    }

    static func location(_ latitude: Double, _ longitude: Double, at date: Date) -> Value {
        Interpreter.foundationObject(locationName, [("coordinate", coordinate(latitude, longitude)), ("altitude", .double(0)),
                                                    ("horizontalAccuracy", .double(0)), ("verticalAccuracy", .double(-1)),
                                                    ("timestamp", .date(date))])
    }

    /// The great-circle distance between two coordinates, in metres (haversine).
    static func distance(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
        let radians = Double.pi / 180
        let dLatitude = (b.0 - a.0) * radians, dLongitude = (b.1 - a.1) * radians
        let h = sin(dLatitude / 2) * sin(dLatitude / 2) + cos(a.0 * radians) * cos(b.0 * radians) * sin(dLongitude / 2) * sin(dLongitude / 2)
        return 2 * earthRadius * atan2(h.squareRoot(), (1 - h).squareRoot())
    }

    static func register(in registry: inout BuiltinRegistry) {
        let coordinateType = SemanticType.named(coordinateName)
        let coordinates = BuiltinType(coordinateName, instance: coordinateType) { _ in coordinate(51.5, -0.12) }
        coordinates.sampleSource = "\(coordinateName)(latitude: 51.5, longitude: -0.12)"
        coordinates.add(.init(coordinateName, .initializer, ["", "latitude:Double longitude:Double"], result: coordinateType) { i, _, args, r in
            coordinate(try args.value("latitude").map { try i.number($0, coordinateName, r) } ?? 0,
                       try args.value("longitude").map { try i.number($0, coordinateName, r) } ?? 0)
        })
        for field in ["latitude", "longitude"] {
            coordinates.add(.init(field, .property, result: .double) { _, v, _, _ in Interpreter.field(v, field) })
        }
        registry.register(type: coordinates)

        let locationType = SemanticType.named(locationName)
        let locations = BuiltinType(locationName, instance: locationType) { i in location(51.5, -0.12, at: i.now) }
        locations.sampleSource = "\(locationName)(latitude: 51.5, longitude: -0.12)"
        locations.add(.init(locationName, .initializer, ["latitude:Double longitude:Double"], result: locationType,
                            note: "a place as given: altitude 0, the time now") { i, _, args, r in
            location(try i.number(args.value("latitude"), locationName, r), try i.number(args.value("longitude"), locationName, r), at: i.now)
        })
        locations.add(.init("coordinate", .property, result: coordinateType) { _, v, _, _ in Interpreter.field(v, "coordinate") })
        for field in ["altitude", "horizontalAccuracy", "verticalAccuracy"] {
            locations.add(.init(field, .property, result: .double) { _, v, _, _ in Interpreter.field(v, field) })
        }
        locations.add(.init("timestamp", .property, result: .date) { _, v, _, _ in Interpreter.field(v, "timestamp") })
        locations.add(.init("distance", .method, ["from:CLLocation"], result: .double,
                            note: "metres along a great circle of a sphere of the Earth's mean radius (Core Location's ellipsoid differs by under 0.5 %)") { i, v, args, r in
            func place(_ value: Value?) throws -> (Double, Double) {
                let coordinate = Interpreter.field(value ?? .null, "coordinate")
                return (try i.number(Interpreter.field(coordinate, "latitude"), "distance(from:)", r),
                        try i.number(Interpreter.field(coordinate, "longitude"), "distance(from:)", r))
            }
            return .double(distance(try place(v), try place(args.value("from"))))
        })
        registry.register(type: locations)

        registry.register(function: BuiltinCallable("CLLocationCoordinate2DMake", ["_:Double _:Double"], result: coordinateType) { i, args, r in
            coordinate(try i.number(args.first?.value, "CLLocationCoordinate2DMake", r),
                       try i.number(args.count > 1 ? args[1].value : nil, "CLLocationCoordinate2DMake", r))
        })
        registry.register(function: BuiltinCallable("CLLocationCoordinate2DIsValid", ["_:CLLocationCoordinate2D"], result: .bool) { i, args, r in
            let value = args.first?.value ?? .null
            let latitude = try i.number(Interpreter.field(value, "latitude"), "CLLocationCoordinate2DIsValid", r)
            let longitude = try i.number(Interpreter.field(value, "longitude"), "CLLocationCoordinate2DIsValid", r)
            return .bool((-90...90).contains(latitude) && (-180...180).contains(longitude))
        })
    }
}
