import Foundation
import SwiftUI
import struct SwiftUI.Text
import class Foundation.JSONDecoder
import enum WidgetKit.WidgetFamily
import protocol Swift.Sendable
import func Darwin.sqrt
import var Darwin.errno
import typealias Foundation.TimeInterval
@testable import MyApp
@preconcurrency import Combine
@_exported import Dispatch
@_implementationOnly import Internal
import Foundation.NSString
public import Observation
internal import os
package import Synchronization
