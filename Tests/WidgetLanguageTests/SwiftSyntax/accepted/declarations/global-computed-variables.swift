import Foundation
var documentsURL: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
}
var isRunningTests: Bool {
    get { ProcessInfo.processInfo.environment["XCTestConfigurationFilePath"] != nil }
}
var stored = 0
var wrapped: Int {
    get { stored }
    set { stored = newValue }
}
var named: Int {
    get { stored }
    set(value) { stored = value }
}
