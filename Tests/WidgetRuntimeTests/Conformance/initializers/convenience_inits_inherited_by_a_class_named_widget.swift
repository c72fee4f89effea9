class Widget {
    let id: String
    var title: String
    required init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    convenience init(title: String) {
        self.init(id: title.lowercased().split(separator: " ").joined(separator: "-"), title: title)
    }

    var size: String { "small" }
    func render() -> String { "[\(size)] \(title)" }
    class func make(_ title: String) -> Self { Self(id: "auto-\(title.count)", title: title) }
}

class CounterWidget: Widget {
    var count: Int = 0
    required init(id: String, title: String) {
        super.init(id: id, title: title)
    }

    convenience init(title: String, count: Int) {
        self.init(title: title)
        self.count = count
    }

    override func render() -> String { super.render() + " = \(count)" }
}

final class ChartWidget: CounterWidget {
    var points: [Int] = []
    override var size: String { "medium" }
    override func render() -> String {
        let bars = points.map { String(repeating: "|", count: $0) }.joined(separator: " ")
        return points.isEmpty ? super.render() : super.render() + " " + bars
    }
}

func run() {
    let plain = Widget(title: "Daily Quote")
    let counter = CounterWidget(title: "Glasses of Water", count: 5)
    let chart = ChartWidget(title: "Weekly Runs")
    chart.points = [1, 3, 2]
    chart.count = chart.points.reduce(0, +)
    let made = CounterWidget.make("Pushups")
    made.count = 40

    let widgets: [Widget] = [plain, counter, chart, made]
    for w in widgets {
        print(w.id.padding(10), "|", w.render())
    }
    let counters = widgets.compactMap { $0 as? CounterWidget }
    print("counters:", counters.count, "total:", counters.reduce(0) { $0 + $1.count })
    print("chart is CounterWidget:", chart is CounterWidget, "plain is Chart:", plain is ChartWidget)
    let types: [Widget.Type] = [Widget.self, CounterWidget.self, ChartWidget.self]
    for t in types {
        let w = t.init(id: "x", title: "Dynamic")
        print(t, "->", w.render())
    }
}

extension String {
    func padding(_ n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
}
