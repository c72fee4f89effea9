import Foundation

func run() {
    let data = Data([10, 20, 30, 40, 50, 60])
    let head = data.prefix(2)
    let tail = data.suffix(2)
    print(Array(head), Array(tail))
    let middle = data[2..<4]
    print(Array(middle), middle.startIndex, middle.endIndex, middle.count)
    print(middle[2], middle.first!)
    let copy = Data(middle)
    print(copy.startIndex, copy[0])
    print(Array(data.subdata(in: 1..<3)))
    print(Array(data.dropFirst(4)), Array(data.reversed()))
    print(data.firstIndex(of: 40)!, data.contains(70))
}
