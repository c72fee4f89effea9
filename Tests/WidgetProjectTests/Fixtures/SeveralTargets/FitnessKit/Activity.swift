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
