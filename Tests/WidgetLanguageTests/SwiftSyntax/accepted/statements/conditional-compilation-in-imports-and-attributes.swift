#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if swift(<6.0)
@preconcurrency import Foundation
#else
import Foundation
#endif
#if compiler(>=6.0) && $NonescapableTypes
struct Modern {}
#endif
