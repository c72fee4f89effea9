// `is` and `as?` of a protocol a superclass conforms to, and of a protocol another inherits: a subclass's instance is
// of every protocol its superclasses conform to.
protocol CsSwitchable: AnyObject { var isOn: Bool { get set } }
protocol CsNamed { var name: String { get } }
protocol CsLabelled: CsNamed {}

class CsDevice: CsLabelled {
    let name: String
    init(name: String) { self.name = name }
}
class CsLight: CsDevice, CsSwitchable { var isOn = false }
class CsDimLight: CsLight { var level = 50 }

func run() {
    let devices: [CsDevice] = [CsLight(name: "hall"), CsDimLight(name: "desk"), CsDevice(name: "hub")]
    for d in devices { print(d.name, d is CsSwitchable, d is CsNamed, d is CsDimLight) }
    for case let s as CsSwitchable in devices { s.isOn.toggle() }
    print(devices.compactMap { $0 as? CsLight }.filter(\.isOn).map(\.name))
    let named = devices.compactMap { $0 as? CsNamed }.map(\.name)
    print(named, (devices[1] as? CsSwitchable)?.isOn ?? false)
}
