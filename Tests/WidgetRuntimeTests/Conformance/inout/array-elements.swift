func inoutDouble(_ n: inout Int) { n *= 2 }
func inoutAppendTwice(_ list: inout [String], _ item: String) {
    list.append(item)
    list.append(item)
}

func run() {
    var numbers = [1, 2, 3]
    inoutDouble(&numbers[0])
    inoutDouble(&numbers[2])
    print(numbers)
    for i in numbers.indices { inoutDouble(&numbers[i]) }
    print(numbers)
    var list: [String] = []
    inoutAppendTwice(&list, "x")
    inoutAppendTwice(&list, "y")
    print(list, list.count)
}
