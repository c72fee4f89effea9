class InitVehicle {
    let wheels: Int
    var name: String
    init(wheels: Int, name: String) {
        self.wheels = wheels
        self.name = name
    }
    convenience init(name: String) { self.init(wheels: 4, name: name) }
    func summary() -> String { "\(name) on \(wheels) wheels" }
}

class InitBike: InitVehicle {
    var gears: Int
    init(gears: Int) {
        self.gears = gears
        super.init(wheels: 2, name: "bike")
    }
    override func summary() -> String { super.summary() + " with \(gears) gears" }
}

func run() {
    print(InitVehicle(name: "car").summary())
    print(InitVehicle(wheels: 6, name: "truck").summary())
    print(InitBike(gears: 21).summary())
    let vehicles: [InitVehicle] = [InitBike(gears: 3), InitVehicle(name: "van")]
    print(vehicles.map(\.wheels))
}
