func run() {
    let scores = [45, 82, 67, 90, 82, 30]
    print(scores.first { $0 > 80 }!)
    print(scores.first { $0 > 100 } == nil)
    print(scores.firstIndex(of: 82)!, scores.lastIndex(of: 82)!)
    print(scores.firstIndex { $0 < 50 }!, scores.lastIndex { $0 < 50 }!)
    print(scores.last { $0 % 2 == 1 }!)
    print(scores.firstIndex(of: 99) == nil)
    print(scores.first!, scores.last!)
}
