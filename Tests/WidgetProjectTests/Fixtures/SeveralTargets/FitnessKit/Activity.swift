/// A framework target the widgets depend on (`import FitnessKit`).
public struct Activity {
    public let steps: Int
    public let goal: Int

    public init(steps: Int, goal: Int) {
        self.steps = steps
        self.goal = goal
    }

    public static let today = Activity(steps: 6400, goal: 8000)
}

/// Names the widgets' own code (`Summary`) and SwiftUI (`Label`) also have: in each widget, its own and
/// SwiftUI's are meant; in the framework, the framework's.
public struct Summary {
    public let text: String
}

public struct Label {
    public let caption: String
}

extension Activity {
    public var summary: Summary { Summary(text: "\(steps) of \(goal)") }
    public var label: Label { Label(caption: "goal \(goal)") }
}
