import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

func cancellableWork(_ n: Int) throws -> Int {
    if n < 0 { throw CancellationError() }
    return n * 2
}
func run() {
    for n in [3, -1] {
        do { print(try cancellableWork(n)) }
        catch is CancellationError { print("cancelled") }
        catch { print("other") }
    }
    let e: Error = CancellationError()
    print(e is CancellationError, e is URLError, String(describing: e))
    var tasks: [URLSessionTask] = []
    print(tasks.count)
    let data: NSData? = nil
    print(data == nil)
}
