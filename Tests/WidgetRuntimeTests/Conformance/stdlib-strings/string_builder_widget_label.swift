struct LabelBattery {
    let device: String
    let level: Int
    let charging: Bool
}

func batteryLabel(_ b: LabelBattery) -> String {
    let icon = b.charging ? "⚡" : (b.level < 20 ? "🪫" : "🔋")
    let filled = b.level / 20
    let bar = String(repeating: "■", count: filled) + String(repeating: "□", count: 5 - filled)
    return "\(icon) \(b.device.uppercased()) \(bar) \(b.level)%"
}

func run() {
    let batteries = [LabelBattery(device: "Phone", level: 85, charging: false), LabelBattery(device: "Watch", level: 12, charging: false), LabelBattery(device: "Pods", level: 40, charging: true), LabelBattery(device: "Pen", level: 100, charging: false)]
    for battery in batteries {
        let label = batteryLabel(battery)
        print(label, label.count)
    }
}
