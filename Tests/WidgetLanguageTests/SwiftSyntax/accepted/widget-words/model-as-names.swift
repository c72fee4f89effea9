import SwiftUI
struct Car { var model: String; var year: Int }
final class Garage {
    var model = Car(model: "T", year: 1908)
    func model(named name: String) -> Car { Car(model: name, year: 2024) }
    func update(model: Car) { self.model = model }
}
func describe(_ model: Car) -> String {
    let model = model.model
    return model
}
