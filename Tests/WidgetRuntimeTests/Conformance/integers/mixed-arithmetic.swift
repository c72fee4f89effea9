func run() {
    let count = 7
    let average = Double(count) / 2
    print(average, Int(average), count / 2)
    let percent = Double(3) / Double(8) * 100
    print(percent, Int(percent.rounded()))
    let seconds = 3725
    print(seconds / 3600, seconds % 3600 / 60, seconds % 60)
    print(Double(seconds) / 60)
    let pages = (count + 2) / 3
    print(pages, (count - 1) / 3 + 1)
}
