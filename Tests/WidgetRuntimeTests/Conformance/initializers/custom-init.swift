struct InitTemperature {
    var celsius: Double
    init(fahrenheit: Double) { celsius = (fahrenheit - 32) * 5 / 9 }
    init(kelvin: Double) { celsius = kelvin - 273.15 }
    init() { celsius = 20 }
}

func run() {
    print(InitTemperature(fahrenheit: 212).celsius)
    print(InitTemperature(kelvin: 273.15).celsius)
    print(InitTemperature().celsius)
}
