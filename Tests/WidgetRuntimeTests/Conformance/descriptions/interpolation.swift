struct DescTag { var name: String }
enum DescTone { case loud }

func run() {
    let n = 3
    let maybe: Int? = 4
    let none: String? = nil
    print("n=\(n) maybe=\(String(describing: maybe)) none=\(String(describing: none))")
    print("tag=\(DescTag(name: "t")) tone=\(DescTone.loud)")
    print("list=\([1, 2]) dict=\(["a": 1]) tuple=\((1, 2))")
    print("expr=\(n * 2 + 1) nested=\("inner \(n)")")
    print("bool=\(true) char=\(Character("c")) double=\(1.0)")
}
