func run() {
    let values = [10, 20, 30, 40, 50, 60]
    let slice = values[2...4]
    print(Array(slice), slice.startIndex, slice.endIndex, slice.count)
    print(slice[2], slice.first!, slice.last!)
    print(slice.firstIndex(of: 40)!, Array(slice.indices))
    let rebased = Array(slice)
    print(rebased.startIndex, rebased[0])
    let tail = values.dropFirst(3)
    print(tail.startIndex, tail[tail.startIndex])
    let sub = slice.dropFirst()
    print(sub.startIndex, Array(sub))
    print(values[...1], values[4...])
}
