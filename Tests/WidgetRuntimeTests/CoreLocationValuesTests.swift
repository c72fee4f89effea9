import Foundation
import Testing
@testable import WidgetRuntime

/// Core Location's values (`Builtins/CoreLocationValues.swift`): coordinates and locations widget code keeps with its
/// data, and the distance between two; finding the device's place stays unavailable. (swiftc on Linux has no Core
/// Location, so these are not in the conformance suite.)
@Suite struct CoreLocationValuesTests {
    @Test func coordinatesLocationsAndDistances() {
        let outcome = SwiftProgram.run(source: """
            import Foundation
            import CoreLocation

            struct Stop {
                let name: String
                let latitude: CLLocationDegrees
                let longitude: CLLocationDegrees
                var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }
            }

            func run() {
                let union = Stop(name: "Union", latitude: 42.7302, longitude: -73.6766)
                let chapel = Stop(name: "Chapel", latitude: 42.7286, longitude: -73.6685)
                print(union.coordinate.latitude, union.coordinate.longitude)
                let a = CLLocation(latitude: union.latitude, longitude: union.longitude)
                let b = CLLocation(latitude: chapel.latitude, longitude: chapel.longitude)
                let metres: CLLocationDistance = a.distance(from: b)
                print(Int(metres / 10) * 10)
                print(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 91, longitude: 0)), CLLocationCoordinate2DIsValid(union.coordinate))
                let made = CLLocationCoordinate2DMake(1.5, 2.5)
                print(made.latitude + made.longitude)
                print(a.coordinate.latitude == union.latitude)
            }
            """, fileName: "stops.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        // 684 m between the two stops on a sphere of the Earth's mean radius.
        #expect(outcome.output == "42.7302 -73.6766\n680\nfalse true\n4.0\ntrue\n")
        #expect(outcome.diagnostics.map(\.message) == ["Core Location's location services (module CoreLocation) is not available in Widgetry; make the place "
            + "a parameter of the widget's configuration intent (CLLocationCoordinate2D and CLLocation values are available)"])
    }

    @Test func theDevicesPlaceIsNotAvailable() {
        let outcome = SwiftProgram.run(source: """
            import CoreLocation
            func run() {
                let manager = CLLocationManager()
                print(manager)
            }
            """, fileName: "manager.swift")
        let errors = outcome.diagnostics.filter { $0.severity == .error }.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(errors == ["3:19: Core Location's location services ('CLLocationManager') is not available in Widgetry; make the place a parameter of "
            + "the widget's configuration intent (CLLocationCoordinate2D and CLLocation values are available)"], "\(errors)")
    }
}
