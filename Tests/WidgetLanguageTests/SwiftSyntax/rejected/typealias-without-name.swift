// 'typealias' with no name.
typealias = Int
