struct InoutTally { var marks: [String] = [] }

func += (lhs: inout InoutTally, rhs: String) { lhs.marks.append(rhs) }

infix operator <~: AssignmentPrecedence
func <~ (lhs: inout Int, rhs: Int) { lhs = max(lhs, rhs) }

func run() {
    var tally = InoutTally()
    tally += "x"
    tally += "y"
    print(tally.marks)
    var best = 3
    best <~ 1
    best <~ 9
    best <~ 4
    print(best)
}
