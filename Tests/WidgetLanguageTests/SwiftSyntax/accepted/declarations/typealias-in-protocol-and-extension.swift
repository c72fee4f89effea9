protocol Timeline { associatedtype Entry; typealias Entries = [Entry] }
extension Timeline { typealias Pair = (Entry, Entry) }
struct Daily: Timeline { typealias Entry = Date; var all: Entries = [] }
