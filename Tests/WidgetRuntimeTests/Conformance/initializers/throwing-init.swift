struct InitPortError: Error { var value: Int }

struct InitPort {
    let number: Int
    init(_ number: Int) throws {
        guard (1...65535).contains(number) else { throw InitPortError(value: number) }
        self.number = number
    }
}

func run() {
    for n in [80, 0, 70000, 443] {
        do {
            let port = try InitPort(n)
            print("port", port.number)
        } catch let error as InitPortError {
            print("bad port", error.value)
        } catch {
            print("other")
        }
    }
    print((try? InitPort(22))?.number ?? -1)
}
