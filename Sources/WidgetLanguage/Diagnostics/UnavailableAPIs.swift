/// Apple APIs and third-party packages that have no faithful local equivalent
/// in a terminal: one entry per family, each naming what to use instead. A use
/// of any of their names is one located check-time error — never "unknown
/// name", never a run-time failure. (What does have a local equivalent —
/// `UserDefaults`, App Group containers, `NotificationCenter`, `WidgetCenter`,
/// `Logger`, `UIImage` — is in WidgetRuntime's table of built-ins.) It lives in
/// WidgetLanguage so the Swift front end can name an unavailable module at its
/// `import` (`message(forModule:)`); the checker reports each use (`message(for:)`).
public enum UnavailableAPIs {
    struct Family {
        /// How the message names the family: `Core Data`, `UIKit`, `the third-party package KeychainSwift`.
        var what: String
        var names: Set<String>
        /// Name prefixes of the family (`kSec` for the Keychain's constants).
        var prefixes: [String] = []
        var instead: String
        /// The modules whose `import` brings the family in.
        var modules: [String] = []
        /// The module a file must import to see the family's names (`ActivityKit` for `Activity`): in a file that does not, a
        /// name of the family is another module's (a package's `Activity`).
        var requiredImport: String? = nil
    }

    static let noConnection = "a widget keeps no connection open: fetch what it shows with URLSession.shared.data(from:), "
        + "dataTask(with:) or downloadTask(with:), or an http source"

    static let families: [Family] = [
        Family(what: "Core Data", names: ["NSPersistentContainer", "NSPersistentCloudKitContainer", "NSManagedObject", "NSManagedObjectContext",
                                          "NSManagedObjectModel", "NSFetchRequest", "NSFetchedResultsController", "NSEntityDescription",
                                          "NSPersistentStoreCoordinator", "NSPersistentStoreDescription", "NSBatchDeleteRequest", "FetchRequest",
                                          "NSPersistentHistoryChangeRequest", "NSMergeByPropertyStoreTrumpMergePolicy",
                                          "NSMergeByPropertyObjectTrumpMergePolicy", "NSSQLiteStoreType", "NSInMemoryStoreType"],
               instead: "use a @Model class (SwiftData), kept in the widget's store", modules: ["CoreData"]),
        Family(what: "the Keychain", names: ["SecItemAdd", "SecItemCopyMatching", "SecItemUpdate", "SecItemDelete", "SecAccessControlCreateWithFlags",
                                             "errSecSuccess", "errSecItemNotFound", "errSecDuplicateItem", "OSStatus"], prefixes: ["kSec"],
               instead: "keep the value in UserDefaults(suiteName:) or a @Model class; a terminal has no keychain", modules: ["Security"]),
        Family(what: "UIKit", names: ["UIApplication", "UIViewController", "UIView", "UIWindow",
                                     "UIHostingController", "UIPasteboard", "UIGraphicsImageRenderer", "UIImageView", "UILabel", "UIButton",
                                     "UIFeedbackGenerator", "UITraitCollection",
                                     "UIAccessibility", "UIBezierPath", "UIEdgeInsets",
                                     // (Members of UIImage, Widgetry's image, named with its type as the checker asks for them.)
                                     "UIImage.jpegData", "UIImage.draw", "UIImage.withRenderingMode", "UIImage.withTintColor",
                                     "UIImage.resizableImage", "UIImage.imageAsset", "UIImage.images"],
               instead: "a widget draws with SwiftUI: use Color, Font and the environment (\\.widgetFamily, \\.colorScheme); UIImage(data:), UIImage(named:), UIColor, UIFont, UIScreen.main, UIDevice.current and the haptic generators (which do nothing) are available",
               modules: ["UIKit"]),
        Family(what: "ActivityKit's Activity API", names: ["Activity", "ActivityAuthorizationInfo", "ActivityContent", "AlertConfiguration",
                                                                 "ActivityState", "ActivityUIDismissalPolicy", "PushType", "ActivityStyle"],
               // (Not named at `import ActivityKit`: its `ActivityAttributes` are what a Live Activity widget declares.)
               instead: "a widget does not start or update Live Activities (the app does); declare the ActivityAttributes and draw the activity with ActivityConfiguration and a #Preview sample",
               requiredImport: "ActivityKit"),
        Family(what: "CloudKit", names: ["CKContainer", "CKDatabase", "CKRecord", "CKQuery", "CKRecordZone", "CKSubscription"],
               instead: "keep the data in the widget's store, or fetch it with URLSession from a service", modules: ["CloudKit"]),
        Family(what: "Core Location's location services", names: ["CLLocationManager", "CLGeocoder"],
               instead: "make the place a parameter of the widget's configuration intent (CLLocationCoordinate2D and CLLocation values are available)",
               modules: ["CoreLocation"]),
        Family(what: "HealthKit", names: ["HKHealthStore", "HKQuantityType", "HKSampleQuery", "HKStatisticsQuery", "HKQuantity", "HKUnit"],
               instead: "read the figures from a json or http source", modules: ["HealthKit"]),
        Family(what: "SiriKit messaging", names: ["INSendMessageIntent", "INSendMessageIntentHandling", "INSendMessageIntentResponse",
                                                             "INSendMessageRecipientResolutionResult", "INSearchForMessagesIntent",
                                                             "INSearchForMessagesIntentHandling", "INSearchForMessagesIntentResponse",
                                                             "INSetMessageAttributeIntent", "INSetMessageAttributeIntentHandling",
                                                             "INSetMessageAttributeIntentResponse", "INPerson", "INPersonHandle", "INMessage"],
               instead: "Siri's messaging is an Intents extension's, not a widget's; a widget is configured by a WidgetConfigurationIntent"),
        Family(what: "EventKit", names: ["EKEventStore", "EKEvent", "EKReminder", "EKCalendar"],
               instead: "read the events from a json, http or command source", modules: ["EventKit"]),
        Family(what: "AVFoundation", names: ["AVPlayer", "AVAudioPlayer", "AVAudioSession", "AVAudioEngine", "AVSpeechSynthesizer",
                                            "AVSpeechUtterance", "AVSpeechSynthesisVoice", "AVAsset", "AVURLAsset", "AVPlayerItem",
                                            "AVCaptureSession", "AVCaptureDevice", "AVPlayerLayer", "AVQueuePlayer"],
               prefixes: ["AVAudio", "AVSpeech", "AVCapture", "AVPlayer", "AVAsset"],
               instead: "a widget plays no sound, speech or video: show the media's title or artwork, and let a tap open the app",
               modules: ["AVFoundation", "AVKit"]),
        Family(what: "Core Image", names: ["CIContext", "CIImage", "CIFilter", "CIVector", "CIDetector", "CIKernel", "CISampler"],
               prefixes: ["CIFilter", "kCI"],
               instead: "draw with SwiftUI's shapes, gradients and modifiers (blur, saturation, colorMultiply), or give the picture as an image file",
               modules: ["CoreImage"]),
        // (`UIImage.cgImage`: a member of UIImage, Widgetry's image, named with its type as the checker asks for it.)
        Family(what: "Core Graphics' bitmap image API", names: ["CGImage", "CGContext", "CGColorSpaceCreateDeviceRGB",
                                                            "CGBitmapInfo", "CGImageAlphaInfo", "UIImage.cgImage", "UIImage.ciImage",
                                                            "UIImage(cgImage:)", "UIImage(ciImage:)",
                                                            "UIImage.preparingThumbnail", "UIImage.byPreparingThumbnail"],
               instead: "draw with SwiftUI's views, shapes and modifiers, or give the picture as an image file (Image, UIImage(data:), UIImage(named:))",
               modules: []),
        Family(what: "ImageIO", names: ["CGImageSourceCreateWithData", "CGImageSourceCreateWithURL", "CGImageSourceCopyPropertiesAtIndex",
                                       "CGImageSourceCreateThumbnailAtIndex", "CGImageSourceCreateImageAtIndex", "CGImageSourceGetType",
                                       "CGImageSourceGetCount", "CGImageDestinationCreateWithData", "CGImageDestinationCreateWithURL",
                                       "CGImageDestinationAddImage", "CGImageDestinationFinalize", "CGImageSource", "CGImageDestination"],
               prefixes: ["kCGImage", "CGImageSource", "CGImageDestination"],
               instead: "load the picture with UIImage(data:) or UIImage(named:), which Widgetry decodes (PNG and JPEG)", modules: ["ImageIO"]),
        // (`CFString`, a String here, and the Darwin notifications a widget posts are available: Builtins/CoreFoundationNotifications.swift.)
        Family(what: "Core Foundation", names: ["CFDictionary", "CFData", "CFArray", "CFURL", "CFNumber", "CFTypeRef",
                                               "CFRunLoopGetMain", "CFAbsoluteTimeGetCurrent"],
               prefixes: ["kCF", "CFNotification"],
               instead: "use Swift's String, Dictionary, Data and Date, which Foundation bridges to", modules: ["CoreFoundation"]),
        // (Widgetry keeps the requests a widget adds, shows none: Builtins/UserNotifications.swift.)
        Family(what: "UserNotifications", names: ["UNLocationNotificationTrigger", "UNNotificationAction", "UNTextInputNotificationAction",
                                                 "UNNotificationCategory", "UNNotificationAttachment", "UNNotificationResponse", "UNNotification",
                                                 "UNNotificationActionIcon", "UNNotificationPresentationOptions", "UNNotificationSoundName"],
               instead: "a terminal shows no notification: UNUserNotificationCenter keeps the requests a widget adds, with their content and trigger"),
        // Members are named with their type (`URLSession.streamTask`): the checker asks for a member its table lacks.
        Family(what: "a TCP stream", names: ["URLSessionStreamTask", "URLSession.streamTask"],
               instead: noConnection),
        Family(what: "a WebSocket", names: ["URLSessionWebSocketTask", "URLSessionWebSocketDelegate", "URLSession.webSocketTask"],
               instead: noConnection),
        Family(what: "Foundation's Objective-C predicate API", names: ["NSPredicate", "NSCompoundPredicate", "NSComparisonPredicate",
                                                                                         "NSExpression", "NSSortDescriptor", "#keyPath"],
               instead: "filter and sort with Swift closures (filter(_:), sorted(by:)), or SwiftData's #Predicate and SortDescriptor in a FetchDescriptor"),
        Family(what: "Foundation's archiving API", names: ["NSKeyedArchiver", "NSKeyedUnarchiver", "NSCoder", "NSCoding", "NSSecureCoding",
                                                        "NSArchiver", "NSUnarchiver"],
               instead: "make the type Codable and store it with JSONEncoder and JSONDecoder"),
        Family(what: "Foundation's thread and file handle API", names: ["Thread", "NSThread", "FileHandle", "RunLoop", "NSRunLoop", "OperationQueue",
                                                                       "BlockOperation", "NSCondition"],
               instead: "a widget's code runs in order: use async/await, DispatchQueue, or read files with Data(contentsOf:) and String(contentsOfFile:)"),
        // (Initializers are named with their label: the checker asks for one its table lacks.)
        Family(what: "Swift's interoperation with C", names: ["String(cString:)", "String(validatingUTF8:)", "String(utf8String:)",
                                                         "UnsafeMutablePointer", "UnsafePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer",
                                                         "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "OpaquePointer", "CVaListPointer"],
               instead: "a widget's code works with Swift's values: String, Data and arrays, without pointers"),
        Family(what: "Foundation's Objective-C string API", names: ["NSMutableAttributedString", "NSMutableString"],
               instead: "use String, its String.Index ranges (range(of:)) and AttributedString"),
        Family(what: "Foundation's Objective-C collection API", names: ["NSDictionary", "NSMutableDictionary", "NSArray", "NSMutableArray",
                                                                       "NSSet", "NSMutableSet", "NSMutableData", "NSCountedSet", "NSOrderedSet",
                                                                       "NSMutableOrderedSet"],
               instead: "use Swift's Dictionary, Array, Set, Data and Double, which Foundation bridges to"),
        Family(what: "Observation's change tracking", names: ["withObservationTracking"],
               instead: "a widget is drawn once for each timeline entry and sees no later change: read the @Observable model's "
                   + "properties where the view or entry is made"),
        // (SwiftUI's shader modifiers are named with `View.`: the checker asks for a modifier its table lacks.)
        Family(what: "SwiftUI's Metal shaders", names: ["ShaderLibrary", "Shader", "ShaderFunction", "View.colorEffect",
                                                       "View.distortionEffect", "View.layerEffect"],
               instead: "draw with SwiftUI's shapes, gradients and modifiers (blur, saturation, colorMultiply, hueRotation); a terminal runs no GPU code"),
        Family(what: "Foundation's XML parser", names: ["XMLParser", "XMLParserDelegate", "XMLDocument", "XMLElement", "XMLNode"],
               instead: "decode JSON with JSONDecoder, or find the values in the text with Regex or NSRegularExpression"),
        // (UIKit's and AppKit's additions to strings and colours, named as the checker asks for them.)
        Family(what: "UIKit's string drawing", names: ["String.size", "String.draw", "String.boundingRect"],
               instead: "draw and measure text with SwiftUI's Text, its font and its frame, lineLimit and minimumScaleFactor modifiers"),
        Family(what: "AppKit's colours", names: ["Color(nsColor:)"],
               instead: "use Color's own (Color.accentColor, .primary, .secondary, Color(red:green:blue:)) or UIColor's system colours"),
        Family(what: "AppKit's images", names: ["Image(nsImage:)"],
               instead: "use Image(_:) with an image of the asset catalogs, Image(systemName:) or Image(uiImage:)"),
        // (A CGColor is a colour of red, green, blue and alpha here: `CGColor(red:green:blue:alpha:)`, `CGColor(gray:alpha:)`.)
        Family(what: "iCloud's account", names: ["FileManager.ubiquityIdentityToken"],
               instead: "keep what the widget shows in UserDefaults(suiteName:), NSUbiquitousKeyValueStore or the widget's store; a terminal signs in to no iCloud account"),
        Family(what: "Foundation's NSDataDetector", names: ["NSDataDetector"],
               instead: "use NSRegularExpression or Swift's Regex (try Regex(\"…\") or a #/…/# literal, with firstMatch(of:), matches(of:) and "
                   + "replacing(_:with:))"),
        Family(what: "Handoff and Spotlight's NSUserActivity", names: ["NSUserActivity", "NSUserActivityDelegate"],
               instead: "a widget opens its app with widgetURL(_:) or Link, whose URL the app reads"),
        Family(what: "Foundation's cookie storage", names: ["HTTPCookie", "HTTPCookieStorage", "HTTPCookiePropertyKey"],
               instead: "requests carry no cookies here: send the value in a header with URLRequest.setValue(_:forHTTPHeaderField:)"),
        Family(what: "Foundation's Objective-C calendar API", names: ["NSCalendar", "NSDateComponents"],
               instead: "use Calendar and DateComponents, which Foundation bridges to"),
        Family(what: "Foundation's person name formatting", names: ["PersonNameComponents", "PersonNameComponentsFormatter"],
               instead: "keep the name's parts as Strings and join them, or use the app's formatted name"),
        Family(what: "Foundation's Objective-C runtime", names: ["NSClassFromString", "NSStringFromClass", "NSSelectorFromString", "Selector", "#selector"],
               instead: "a widget's code calls its types and functions by name, without the Objective-C runtime"),
        Family(what: "IOKit", names: ["IOServiceMatching", "IOServiceGetMatchingService", "IORegistryEntryCreateCFProperties", "IOObjectRelease",
                                      "IOPSCopyPowerSourcesInfo", "IOPSCopyPowerSourcesList"],
               instead: "read the device's figures in the app and give them to the widget through UserDefaults(suiteName:) or a json source",
               modules: ["IOKit"]),
        Family(what: "Screen Time", names: ["ManagedSettingsStore", "AuthorizationCenter", "FamilyActivitySelection", "DeviceActivityCenter"],
               instead: "keep what the widget shows in UserDefaults(suiteName:), where the app writes it",
               modules: ["ManagedSettings", "FamilyControls", "DeviceActivity"]),
        Family(what: "SwiftUI's AsyncImage", names: ["AsyncImage"],
               instead: "a widget's view is drawn once and loads nothing: fetch the picture in the provider with http(url).image() or "
                   + "URLSession and UIImage(data:), and draw it with Image(uiImage:)"),
        Family(what: "the third-party package KeychainSwift", names: ["KeychainSwift"],
               instead: "keep the value in UserDefaults(suiteName:) or a @Model class", modules: ["KeychainSwift", "KeychainAccess"]),
        Family(what: "the third-party package Alamofire", names: ["AF", "Alamofire"],
               instead: "use URLSession.shared.data(from:) or an http source", modules: ["Alamofire"]),
        Family(what: "the third-party package Kingfisher", names: ["KFImage", "KingfisherManager"],
               instead: "load the image with http(url).image() or UIImage(data:)", modules: ["Kingfisher"]),
        Family(what: "the third-party package SDWebImage", names: ["WebImage", "SDWebImageManager"],
               instead: "load the image with http(url).image() or UIImage(data:)", modules: ["SDWebImage", "SDWebImageSwiftUI"]),
        Family(what: "the third-party package Realm", names: ["Realm"],
               instead: "use a @Model class (SwiftData), kept in the widget's store", modules: ["RealmSwift", "Realm"]),
        Family(what: "the third-party package Firebase", names: ["FirebaseApp", "Firestore", "Auth", "Database"],
               instead: "fetch the data with URLSession or an http source", modules: ["Firebase", "FirebaseCore", "FirebaseFirestore"]),
        Family(what: "the third-party package SwiftyJSON", names: ["JSON"],
               instead: "decode with JSONDecoder into your own structs", modules: ["SwiftyJSON"]),
    ]

    /// Third-party families apply only when their names are not the file's own: a family whose
    /// module is third-party names common words (`JSON`, `Auth`, `Database`).
    static let nameIndex: [String: Int] = {
        var index: [String: Int] = [:]
        for (number, family) in families.enumerated() { for name in family.names where index[name] == nil { index[name] = number } }
        return index
    }()

    /// The located message for a use of `name`, if it belongs to an unavailable family.
    /// The names the project of the target being compiled declares outside its Swift, with where each comes from
    /// (`SavedLocation` from `Solstice.xcdatamodeld`, `DDHDateHelper` from `DDHDateHelper.h`), set while a project's
    /// target is compiled.
    @TaskLocal public static var projectNames: [String: ProjectNameOrigin] = [:]

    public static func message(for name: String) -> String? {
        if !projectNames.isEmpty, let origin = projectNames[name] {
            switch origin {
            case .coreDataModel(let model):
                return "Core Data ('\(name)', a class Xcode generates from \(model)) is not available in Widgetry; use a @Model class (SwiftData), kept in the widget's store"
            case .objectiveCHeader(let header):
                return "Objective-C ('\(name)', declared in \(header), which the target's bridging header imports) is not available in Widgetry; "
                    + "write it in Swift in the target, or give the widget what it computes through UserDefaults(suiteName:)"
            }
        }
        let number = nameIndex[name] ?? families.firstIndex { family in family.prefixes.contains { name.hasPrefix($0) && name.count > $0.count } }
        guard let number else { return nil }
        let family = families[number]
        return "\(family.what) ('\(name)') is not available in Widgetry; \(family.instead)"
    }

    /// The name a family's message is about and the module a file must import to see it, for a family that needs one
    /// (`("Activity", "ActivityKit")` of "ActivityKit's Activity API ('Activity') is not available …"); nil otherwise.
    public static func requiredImport(ofMessage message: String) -> (name: String, module: String)? {
        for family in families {
            guard let module = family.requiredImport, message.hasPrefix(family.what + " ('") else { continue }
            let name = message.dropFirst(family.what.count + 3).prefix { $0 != "'" }
            return family.names.contains(String(name)) ? (String(name), module) : nil
        }
        return nil
    }

    /// The message for `name`, which `module` declares, where `module` is one of the families' (UIKit's
    /// `UIBarButtonItem`, a name the family does not list by itself).
    public static func message(for name: String, declaredIn module: String) -> String? {
        guard let family = families.first(where: { $0.modules.contains(module) }) else { return nil }
        return "\(family.what) ('\(name)') is not available in Widgetry; \(family.instead)"
    }

    /// What to use instead of an Apple framework that has no family of its own (`FrameworkDeclarations` knows its names).
    static let advice: [String: String] = [
        "Dispatch": "work given to a queue runs at once here: use DispatchQueue's async, asyncAfter and sync, DispatchGroup or async/await",
        "_Concurrency": "use async/await, Task, task groups and the with…Continuation functions, which run at once, in order",
        "MapKit": "show the place as text or an image; let a tap open the app's map",
        "WatchConnectivity": "share the data through UserDefaults(suiteName:) or the widget's store; a widget talks to no paired device",
        "WeatherKit": "fetch the forecast with URLSession from a weather service, or read it from an http source",
        "StoreKit": "a widget sells nothing: read what the app stored about purchases from UserDefaults(suiteName:)",
        "Photos": "give the picture as an image file in the App Group, loaded with UIImage(contentsOfFile:)",
        "PhotosUI": "give the picture as an image file in the App Group, loaded with UIImage(contentsOfFile:)",
        "Contacts": "read the people from a json or command source",
        "CoreMotion": "read the figures from a json or http source; a terminal has no motion sensors",
        "Security": "a widget's requests are checked by URLSession's own trust; keep secrets in UserDefaults(suiteName:) here",
        "SystemConfiguration": "make the request with URLSession and show its URLError when there is no connection",
        "Network": "make the request with URLSession and show its URLError when there is no connection",
        "LocalAuthentication": "a widget asks for no authentication: let a tap open the app",
        "CryptoKit": "Widgetry computes CryptoKit's hashes (SHA256, SHA384, SHA512, Insecure.MD5, Insecure.SHA1) but holds no keys: "
            + "compute the code or signature in the app and give the widget the result through UserDefaults(suiteName:)",
        "WatchKit": "a widget runs no watch app code: read what the app stored through UserDefaults(suiteName:)",
        "Accelerate": "compute with Swift's arithmetic on arrays of Double",
        "AudioToolbox": "a widget plays no sound",
        "QuickLook": "a widget previews no files: let a tap open the app",
        "WebKit": "a widget shows no web pages: fetch the text with URLSession and draw it with Text",
        "QuartzCore": "draw with SwiftUI's shapes, gradients and modifiers",
        "CoreGraphics": "draw with SwiftUI's Path (move(to:), addLine(to:), addArc, addCurve), its Shapes, and the offset, rotationEffect and scaleEffect modifiers",
        "AppKit": "a widget draws with SwiftUI: use Color, Font and Image, which Widgetry provides on every platform",
        "MessageUI": "a widget sends no mail or messages: use Link with a mailto: or sms: URL",
        "SafariServices": "use Link or widgetURL to open the page",
    ]

    /// The message for `name`, which the unavailable Apple framework `module` declares: its family's, or the framework's
    /// own with what to use instead.
    public static func message(for name: String, fromFramework module: String) -> String {
        // The name's own family first (`errSecSuccess`: the Keychain), then the framework's advice, then its family.
        if let own = message(for: name) { return own }
        if let instead = advice[module] { return "\(module) ('\(name)') is not available in Widgetry; \(instead)" }
        if let family = message(for: name, declaredIn: module) { return family }
        return "\(module) ('\(name)') is not available in Widgetry; run that code in the app and give the widget its result "
            + "through UserDefaults(suiteName:) or a file in the App Group"
    }

    /// The message for `import Module` of an unavailable module, for the Swift front end.
    public static func message(forModule module: String) -> String? {
        guard let family = families.first(where: { $0.modules.contains(module) }) else { return nil }
        let what = family.what.hasPrefix("the third-party package") ? "the third-party package \(module)" : "\(family.what) (module \(module))"
        return "\(what) is not available in Widgetry; \(family.instead)"
    }

    /// For docs/apple-api.md: each family, its names and what to use instead.
    public static var documentation: [(what: String, names: [String], instead: String)] {
        families.map { ($0.what, $0.names.sorted() + $0.prefixes.map { "\($0)…" }, $0.instead) }
    }
}

/// Where a name the project declares outside its Swift comes from: code that uses it cannot run in Widgetry, and is told
/// so by name instead of meeting an unknown name.
public enum ProjectNameOrigin: Sendable, Hashable {
    /// A class Xcode generates from a Core Data model's entity: the model's file name (`Solstice.xcdatamodeld`).
    case coreDataModel(String)
    /// A class, protocol, enum or function of Objective-C that the target's bridging header imports: the header's
    /// file name (`DDHDateHelper.h`).
    case objectiveCHeader(String)
}
