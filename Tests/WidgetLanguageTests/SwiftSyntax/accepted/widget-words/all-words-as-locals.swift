func locals() -> [Int] {
    let model = 1
    var view = 2
    let source = 3, entry = 4
    var widget = 5, seed = 6
    let test = 7
    let provider = 8
    let intent = 9
    let preview = 10
    view += 1; widget += 1; seed += 1
    return [model, view, source, entry, widget, seed, test, provider, intent, preview]
}
