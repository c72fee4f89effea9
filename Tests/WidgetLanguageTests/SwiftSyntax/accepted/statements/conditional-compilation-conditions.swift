#if os(iOS) || os(watchOS) || os(tvOS) || os(visionOS)
import UIKit
typealias PlatformColor = UIColor
#elseif os(macOS)
import AppKit
typealias PlatformColor = NSColor
#else
struct PlatformColor {}
#endif
#if arch(arm64) && !targetEnvironment(simulator)
let onDevice = true
#else
let onDevice = false
#endif
#if swift(>=5.9) && compiler(>=5.9)
let modern = true
#endif
#if canImport(WidgetKit)
import WidgetKit
#endif
#if DEBUG && !TESTING
let verbose = true
#endif
#if hasFeature(StrictConcurrency) || hasAttribute(retroactive)
let features = true
#endif
#if _endian(little) && _pointerBitWidth(_64)
let layout = "le64"
#endif
#if targetEnvironment(macCatalyst)
let catalyst = true
#endif
#if false
let neverBuilt = SomethingThatDoesNotExist.make(1)
#endif
