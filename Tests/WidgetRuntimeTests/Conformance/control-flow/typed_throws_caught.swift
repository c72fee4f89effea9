enum TitleProblem: Error {
    case tooShort(Int)
    case forbidden(Character)
}

struct CheckedTitle {
    let text: String
    init(_ text: String) throws(TitleProblem) {
        guard text.count >= 3 else { throw .tooShort(3) }
        if let bad = text.first(where: { "<>{}".contains($0) }) { throw .forbidden(bad) }
        self.text = text
    }
}

func explain(_ problem: TitleProblem) -> String {
    switch problem {
    case .tooShort(let minimum): return "needs \(minimum) letters"
    case .forbidden(let character): return "may not hold '\(character)'"
    }
}

func run() {
    for candidate in ["Weather", "Hi", "Stocks <beta>"] {
        do throws(TitleProblem) {
            let title = try CheckedTitle(candidate)
            print("ok:", title.text)
        } catch .tooShort(let minimum) {
            print(candidate, "below", minimum)
        } catch {
            print(candidate, explain(error))
        }
    }
}
