protocol ProtoToggle {
    var isOn: Bool { get set }
    mutating func toggle()
}

extension ProtoToggle {
    mutating func toggle() { isOn = !isOn }
    mutating func toggleTwice() { toggle(); toggle() }
}

struct ProtoLamp: ProtoToggle { var isOn = false }
struct ProtoCounterSwitch: ProtoToggle {
    var isOn = false
    var flips = 0
    mutating func toggle() { isOn.toggle(); flips += 1 }
}

func run() {
    var lamp = ProtoLamp()
    lamp.toggle()
    print(lamp.isOn)
    lamp.toggleTwice()
    print(lamp.isOn)
    var counter = ProtoCounterSwitch()
    counter.toggle()
    counter.toggleTwice()
    print(counter.isOn, counter.flips)
}
