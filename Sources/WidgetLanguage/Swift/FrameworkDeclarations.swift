/// The names that Apple frameworks Widgetry does not provide declare, as far as widget code
/// and the app code it shares use them: what lets "unknown name 'X'" say which imported
/// module `X` comes from, and only that one. (A third-party package's contents are not known,
/// so it is named only for a name that no framework here declares.) UIKit is provided in part
/// (images and colours); its other names are listed so that they are never blamed on a package.
public enum FrameworkDeclarations {
    static let names: [String: Set<String>] = [
        // Parts of Dispatch and Swift concurrency Widgetry does not run (it runs DispatchQueue, DispatchGroup, DispatchWorkItem,
        // DispatchSemaphore, Task and the with…Continuation calls): listed so that they are never blamed on a package.
        "Dispatch": [
            "DispatchSource", "DispatchSourceTimer", "DispatchSourceProtocol",
            "DispatchTime", "DispatchWallTime", "DispatchTimeInterval", "DispatchQoS", "DispatchData", "DispatchIO",
            "DispatchSpecificKey", "DispatchWorkItemFlags", "dispatchPrecondition",
        ],
        "_Concurrency": [
            "AsyncStream", "AsyncThrowingStream", "AsyncSequence", "AsyncIteratorProtocol", "TaskPriority", "TaskLocal",
            "UnsafeContinuation", "withTaskCancellationHandler", "withTaskPriorityEscalationHandler", "ContinuousClock",
            "SuspendingClock", "TaskGroup", "ThrowingTaskGroup", "GlobalActor", "Executor", "SerialExecutor",
        ],
        "CoreLocation": [
            "CLLocationManager", "CLLocationManagerDelegate", "CLLocation", "CLLocationCoordinate2D", "CLLocationCoordinate2DMake",
            "CLLocationCoordinate2DIsValid", "CLGeocoder", "CLPlacemark", "CLAuthorizationStatus", "CLAccuracyAuthorization",
            "CLLocationDegrees", "CLLocationDistance", "CLLocationAccuracy", "CLLocationDirection", "CLLocationSpeed", "CLRegion",
            "CLCircularRegion", "CLBeacon", "CLBeaconRegion", "CLHeading", "CLError", "CLActivityType", "CLLocationUpdate",
            "CLMonitor", "CLFloor", "CLVisit", "kCLLocationAccuracyBest", "kCLLocationAccuracyNearestTenMeters",
            "kCLLocationAccuracyHundredMeters", "kCLLocationAccuracyKilometer", "kCLLocationAccuracyThreeKilometers",
            "kCLLocationAccuracyReduced", "kCLDistanceFilterNone", "kCLLocationCoordinate2DInvalid", "kCLErrorDomain",
        ],
        "MapKit": [
            "Map", "MapCameraPosition", "MapCamera", "MapStyle", "MapContentBuilder", "MapContent", "Marker", "Annotation",
            "MapPolyline", "MapPolygon", "MapCircle", "MapMarker", "MapPin", "MapAnnotation", "MapUserLocationButton",
            "MapCompass", "MapScaleView", "MapPitchToggle", "UserAnnotation", "MapInteractionModes", "MapReader", "MapProxy",
            "MKMapView", "MKMapViewDelegate", "MKCoordinateRegion", "MKCoordinateSpan", "MKCoordinateRegionMakeWithDistance",
            "MKMapSnapshotter", "MKMapSnapshot", "MKPointAnnotation", "MKAnnotation", "MKAnnotationView", "MKMarkerAnnotationView",
            "MKMapItem", "MKPlacemark", "MKLocalSearch", "MKLocalSearchCompleter", "MKLocalSearchCompletion", "MKDirections",
            "MKRoute", "MKPolyline", "MKPolygon", "MKCircle", "MKOverlay", "MKOverlayRenderer", "MKPolylineRenderer",
            "MKMapRect", "MKMapPoint", "MKMapType", "MKUserTrackingMode", "MKLookAroundScene", "MKLookAroundSceneRequest",
            "MKPointOfInterestCategory", "MKPointOfInterestFilter", "MKDistanceFormatter", "MKUserLocation",
            "MKReverseGeocodingRequest", "MKGeocodingRequest", "MKAddress", "MKAddressRepresentations",
        ],
        "UserNotifications": [
            "UNUserNotificationCenter", "UNUserNotificationCenterDelegate", "UNMutableNotificationContent", "UNNotificationContent",
            "UNNotificationRequest", "UNNotificationTrigger", "UNTimeIntervalNotificationTrigger", "UNCalendarNotificationTrigger",
            "UNLocationNotificationTrigger", "UNPushNotificationTrigger", "UNNotificationSound", "UNNotificationSoundName",
            "UNAuthorizationOptions", "UNAuthorizationStatus", "UNNotification", "UNNotificationResponse", "UNNotificationSettings",
            "UNNotificationAction", "UNTextInputNotificationAction", "UNNotificationCategory", "UNNotificationAttachment",
            "UNNotificationPresentationOptions", "UNNotificationInterruptionLevel", "UNNotificationActionIcon",
            "UNNotificationDefaultActionIdentifier", "UNNotificationDismissActionIdentifier", "UNErrorDomain",
        ],
        "Charts": [
            // (Widgetry provides `Chart`, its marks and `PlottableValue`, `ChartContent` (a mark is a view) and
            // `@ChartContentBuilder`, and accepts the axes' `AxisMarks`, `AxisGridLine`, `AxisTick` and `AxisValueLabel`: `SwiftCharts`.)
            "Plot", "LinePlot", "AreaPlot", "BarPlot", "PointPlot", "RulePlot", "RectanglePlot",
            "SectorPlot", "Plottable", "ChartProxy", "ChartPlotContent", "ChartXAxis", "ChartYAxis",
            "AxisMark", "AxisValue", "AxisMarkValues",
            "AxisMarkPosition", "AxisMarkPreset", "AxisContentBuilder", "AnnotationPosition", "AnnotationOverflowResolution",
            "ChartSymbolShape", "BasicChartSymbolShape", "MarkStackingMethod",
            "ScaleType", "ScaleDomain", "ScaleRange", "PlotDimensionScaleDomain", "ChartScrollTargetBehavior",
            "ValueAligned", "MatchingPolicy", "ChartPlotStyle", "ChartSelection", "ChartOverlay", "ChartBackground",
        ],
        // Screen Time's frameworks, whose names have no prefix of their own.
        "FamilyControls": [
            "AuthorizationCenter", "AuthorizationStatus", "FamilyActivitySelection", "FamilyActivityPicker", "FamilyControlsMember",
            "FamilyControlsError", "FamilyActivityTitleView", "FamilyActivityIconView",
        ],
        "ManagedSettings": [
            "ManagedSettingsStore", "ApplicationToken", "ActivityCategoryToken", "WebDomainToken", "ShieldSettings",
            "ManagedSettingsUI", "ShieldConfiguration", "ShieldConfigurationDataSource", "ShieldActionDelegate", "ShieldAction",
            "ShieldActionResponse", "ApplicationSettings", "WebContentSettings",
        ],
        "DeviceActivity": [
            "DeviceActivityCenter", "DeviceActivityName", "DeviceActivitySchedule", "DeviceActivityEvent", "DeviceActivityMonitor",
            "DeviceActivityReport", "DeviceActivityReportScene", "DeviceActivityFilter", "DeviceActivityResults", "DeviceActivityData",
        ],
        "HealthKit": [
            "HKHealthStore", "HKObjectType", "HKSampleType", "HKQuantityType", "HKQuantityTypeIdentifier", "HKCategoryType",
            "HKCategoryTypeIdentifier", "HKCharacteristicType", "HKCorrelationType", "HKWorkoutType", "HKSeriesType",
            "HKQuantity", "HKUnit", "HKSample", "HKQuantitySample", "HKCategorySample", "HKWorkout", "HKWorkoutActivityType",
            "HKWorkoutSession", "HKWorkoutBuilder", "HKLiveWorkoutBuilder", "HKQuery", "HKSampleQuery", "HKStatisticsQuery",
            "HKStatisticsCollectionQuery", "HKObserverQuery", "HKAnchoredObjectQuery", "HKActivitySummaryQuery",
            "HKActivitySummary", "HKQueryAnchor", "HKStatistics", "HKStatisticsCollection", "HKStatisticsOptions",
            "HKAuthorizationStatus", "HKAuthorizationRequestStatus", "HKError", "HKSource", "HKDevice", "HKObject",
            "HKCategoryValueSleepAnalysis", "HKSampleQueryDescriptor", "HKStatisticsQueryDescriptor",
            "HKStatisticsCollectionQueryDescriptor", "HKSamplePredicate", "HKPredicateKeyPathStartDate", "HKQueryOptions",
        ],
        "EventKit": [
            "EKEventStore", "EKEvent", "EKReminder", "EKCalendar", "EKCalendarItem", "EKEntityType", "EKAuthorizationStatus",
            "EKAlarm", "EKRecurrenceRule", "EKRecurrenceEnd", "EKSpan", "EKSource", "EKSourceType", "EKParticipant",
            "EKStructuredLocation", "EKEventStoreChanged", "EKEventAvailability", "EKErrorDomain", "EKCalendarType",
        ],
        "StoreKit": [
            "Product", "Transaction", "AppStore", "VerificationResult", "StoreKitError", "AppTransaction", "RenewalInfo",
            "RenewalState", "SubscriptionStoreView", "StoreView", "ProductView", "SubscriptionInfo", "PurchaseResult",
            "RequestReviewAction", "SKStoreReviewController", "SKProduct", "SKProductsRequest", "SKProductsRequestDelegate",
            "SKProductsResponse", "SKPaymentQueue", "SKPayment", "SKMutablePayment", "SKPaymentTransaction",
            "SKPaymentTransactionObserver", "SKPaymentTransactionState", "SKError", "SKReceiptRefreshRequest",
            "SKStoreProductViewController", "SKOverlay", "SKAdNetwork",
        ],
        "CoreData": [
            "NSPersistentContainer", "NSPersistentCloudKitContainer", "NSManagedObject", "NSManagedObjectContext",
            "NSManagedObjectModel", "NSManagedObjectID", "NSFetchRequest", "NSFetchRequestResult", "NSFetchedResultsController",
            "NSFetchedResultsControllerDelegate", "NSEntityDescription", "NSAttributeDescription", "NSRelationshipDescription",
            "NSPersistentStoreCoordinator", "NSPersistentStoreDescription", "NSPersistentStore", "NSBatchDeleteRequest",
            "NSBatchInsertRequest", "NSBatchUpdateRequest", "NSPersistentHistoryChangeRequest", "NSPersistentHistoryTransaction",
            "NSPersistentHistoryToken", "NSMergePolicy", "NSMergeByPropertyObjectTrumpMergePolicy", "NSManagedObjectContextDidSave",
            "NSPersistentStoreRemoteChangeNotificationPostOptionKey", "NSPersistentHistoryTrackingKey",
            "FetchRequest", "FetchedResults", "SectionedFetchRequest", "SectionedFetchResults",
        ],
        "CloudKit": [
            "CKContainer", "CKDatabase", "CKRecord", "CKRecordZone", "CKQuery", "CKQueryOperation", "CKSubscription",
            "CKQuerySubscription", "CKDatabaseSubscription", "CKError", "CKAsset", "CKReference", "CKShare", "CKAccountStatus",
            "CKNotification", "CKModifyRecordsOperation", "CKFetchRecordsOperation", "CKFetchRecordZoneChangesOperation",
            "CKServerChangeToken", "CKOperation", "CKDatabaseOperation", "CKSyncEngine", "CKRecordValue", "CKCurrentUserDefaultName",
        ],
        "AVFoundation": [
            "AVPlayer", "AVQueuePlayer", "AVPlayerItem", "AVPlayerLayer", "AVPlayerLooper", "AVAudioPlayer", "AVAudioPlayerDelegate",
            "AVAudioRecorder", "AVAudioSession", "AVAudioEngine", "AVAudioPlayerNode", "AVAudioFile", "AVAsset", "AVURLAsset",
            "AVAssetImageGenerator", "AVAssetExportSession", "AVMetadataItem", "AVMediaType", "AVCaptureSession", "AVCaptureDevice",
            "AVCaptureDeviceInput", "AVCaptureVideoPreviewLayer", "AVCapturePhotoOutput", "AVCaptureMetadataOutput",
            "AVSpeechSynthesizer", "AVSpeechUtterance", "AVSpeechSynthesisVoice", "AVAuthorizationStatus", "AVFileType",
            "AVLayerVideoGravity", "AVMakeRect",
        ],
        "WatchConnectivity": [
            "WCSession", "WCSessionDelegate", "WCSessionActivationState", "WCSessionFile", "WCSessionFileTransfer",
            "WCSessionUserInfoTransfer", "WCError",
        ],
        "WeatherKit": [
            "WeatherService", "Weather", "CurrentWeather", "DayWeather", "HourWeather", "MinuteWeather", "Forecast",
            "WeatherCondition", "WeatherAttribution", "WeatherAlert", "WeatherQuery", "UVIndex", "Wind", "Precipitation",
            "WeatherAvailability", "WeatherError", "MoonPhase", "PressureTrend",
        ],
        "Photos": [
            "PHAsset", "PHAssetCollection", "PHCollection", "PHFetchResult", "PHFetchOptions", "PHImageManager",
            "PHCachingImageManager", "PHImageRequestOptions", "PHPhotoLibrary", "PHAuthorizationStatus", "PHAccessLevel",
            "PHAssetMediaType", "PHAssetChangeRequest", "PHChange", "PHPhotoLibraryChangeObserver", "PHLivePhoto",
        ],
        "PhotosUI": ["PhotosPicker", "PhotosPickerItem", "PHPickerViewController", "PHPickerConfiguration", "PHPickerResult", "PHPickerFilter"],
        "Contacts": [
            "CNContactStore", "CNContact", "CNMutableContact", "CNContactFetchRequest", "CNContactFormatter", "CNLabeledValue",
            "CNPhoneNumber", "CNPostalAddress", "CNAuthorizationStatus", "CNEntityType", "CNKeyDescriptor", "CNContactGivenNameKey",
            "CNContactFamilyNameKey", "CNContactPhoneNumbersKey", "CNContactEmailAddressesKey", "CNContactImageDataKey",
        ],
        "CoreMotion": [
            "CMMotionManager", "CMPedometer", "CMPedometerData", "CMAltimeter", "CMAltitudeData", "CMMotionActivityManager",
            "CMMotionActivity", "CMDeviceMotion", "CMAccelerometerData", "CMGyroData", "CMAttitude", "CMHeadphoneMotionManager",
        ],
        "CoreImage": ["CIImage", "CIFilter", "CIContext", "CIColor", "CIVector", "CIFilterBuiltins", "CIDetector", "CIQRCodeFeature"],
        "MessageUI": ["MFMailComposeViewController", "MFMailComposeViewControllerDelegate", "MFMessageComposeViewController", "MFMailComposeResult"],
        "SafariServices": ["SFSafariViewController", "SFSafariViewControllerDelegate", "SFAuthenticationSession"],
        "Security": [
            "SecTrust", "SecTrustEvaluate", "SecTrustEvaluateWithError", "SecTrustGetCertificateCount", "SecTrustGetCertificateAtIndex",
            "SecTrustCopyCertificateChain", "SecTrustSetPolicies", "SecTrustResultType", "SecCertificate", "SecCertificateCreateWithData",
            "SecCertificateCopyData", "SecCertificateCopySubjectSummary", "SecCertificateCopyKey", "SecKey", "SecKeyCopyExternalRepresentation",
            "SecKeyCreateWithData", "SecPolicy", "SecPolicyCreateSSL", "SecPolicyCreateBasicX509", "SecIdentity", "SecIdentityCopyCertificate",
            "SecPKCS12Import", "SecRandomCopyBytes", "OSStatus", "kSecRandomDefault", "errSecAuthFailed", "errSecUserCanceled", "errSecInteractionNotAllowed",
        ],
        "SystemConfiguration": [
            "SCNetworkReachability", "SCNetworkReachabilityFlags", "SCNetworkReachabilityCreateWithName", "SCNetworkReachabilityCreateWithAddress",
            "SCNetworkReachabilityGetFlags", "SCNetworkReachabilitySetCallback", "SCNetworkReachabilityContext",
        ],
        "Network": [
            "NWPathMonitor", "NWPath", "NWConnection", "NWEndpoint", "NWParameters", "NWInterface", "NWListener", "NWError",
            "IPv4Address", "IPv6Address",
        ],
        "LocalAuthentication": ["LAContext", "LAPolicy", "LAError", "LABiometryType"],
        "CryptoKit": [
            // (Its hashes — SHA256, SHA384, SHA512, Insecure.MD5, Insecure.SHA1 — are provided: `CryptoKitDigests`.)
            "HMAC", "SymmetricKey", "SymmetricKeySize", "Curve25519", "P256", "P384", "P521",
            "AES", "ChaChaPoly", "HKDF", "SharedSecret", "HashedAuthenticationCode", "MessageAuthenticationCode",
        ],
        "WatchKit": [
            "WKExtension", "WKApplication", "WKInterfaceDevice", "WKHapticType", "WKExtensionDelegate", "WKApplicationDelegate",
            "WKApplicationDelegateAdaptor", "WKInterfaceController", "WKRefreshBackgroundTask", "WKSnapshotRefreshBackgroundTask",
            "WKApplicationRefreshBackgroundTask", "WKURLSessionRefreshBackgroundTask", "WKWatchConnectivityRefreshBackgroundTask",
        ],
        "Accelerate": [
            "vDSP_Length", "vDSP_Stride", "vDSP_mtransD", "vDSP_mmulD", "vDSP_meanvD", "vDSP_sve", "vDSP_maxv", "vDSP_minv", "vDSP",
            "__CLPK_integer", "__CLPK_doublereal", "dgetrf_", "dgetri_", "dgesv_", "cblas_dgemm", "vImage_Buffer",
        ],
        "AudioToolbox": [
            "AudioServicesPlaySystemSound", "AudioServicesPlaySystemSoundWithCompletion", "AudioServicesCreateSystemSoundID",
            "AudioServicesGetProperty", "AudioServicesDisposeSystemSoundID", "SystemSoundID", "kAudioServicesPropertyIsUISound",
            "kAudioServicesNoError", "kSystemSoundID_Vibrate",
        ],
        "QuickLook": ["QLPreviewController", "QLPreviewControllerDataSource", "QLPreviewControllerDelegate", "QLPreviewItem", "QLPreviewItemEditingMode"],
        "WebKit": [
            "WKWebView", "WKWebViewConfiguration", "WKNavigationDelegate", "WKNavigation", "WKNavigationAction", "WKUIDelegate",
            "WKUserContentController", "WKScriptMessage", "WKScriptMessageHandler", "WKWebsiteDataStore", "WKPreferences",
        ],
        "QuartzCore": [
            "CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CABasicAnimation", "CAKeyframeAnimation", "CAAnimation",
            "CAAnimationGroup", "CADisplayLink", "CATransaction", "CAMediaTimingFunction", "CATransform3D", "CATransform3DIdentity",
        ],
        // Core Graphics' paths and drawing state (its geometry, transforms and colours, CGPoint, CGSize, CGRect, CGFloat, CGAffineTransform,
        // CGColor, CGLineCap and CGLineJoin, are provided).
        "CoreGraphics": [
            "CGPath", "CGMutablePath", "CGAffineTransformIdentity", "CGPathFillRule", "CGBlendMode",
            "CGGradient", "CGGradientDrawingOptions", "CGVector", "CGFont", "CGGlyph", "CGDataProvider", "CGPattern", "CGShading",
            "CGLayer", "CGPDFDocument", "CGPDFPage", "CGInterpolationQuality", "CGPathElement", "CGPathElementType",
        ],
        // AppKit, which SwiftUI brings on macOS: a Mac widget's NSColor, NSFont and NSImage.
        "AppKit": [
            "NSFont", "NSColor", "NSImage", "NSView", "NSViewController", "NSWindow", "NSApplication", "NSApp", "NSWorkspace",
            "NSScreen", "NSBezierPath", "NSFontDescriptor", "NSViewRepresentable", "NSHostingView", "NSHostingController",
            "NSPasteboard", "NSEvent", "NSGraphicsContext", "NSAppearance", "NSStatusBar", "NSStatusItem", "NSMenu", "NSMenuItem",
            "NSTextField", "NSButton", "NSImageView", "NSSound", "NSCursor", "NSTrackingArea", "NSRunningApplication",
        ],
        "UIKit": [
            "UIApplication", "UIApplicationDelegate", "UIApplicationDelegateAdaptor", "UIDevice", "UIScreen", "UIWindow",
            "UIWindowScene", "UIScene", "UISceneDelegate", "UIWindowSceneDelegate", "UIResponder", "UIViewController", "UIView",
            "UIHostingController", "UIViewRepresentable", "UIViewControllerRepresentable", "UIFont", "UIFontMetrics",
            "UIFontDescriptor", "UIPasteboard", "UIGraphicsImageRenderer", "UIGraphicsImageRendererFormat", "UIImageView",
            "UILabel", "UIButton", "UITextField", "UITextView", "UIScrollView", "UIStackView", "UITableView", "UITableViewCell",
            "UICollectionView", "UICollectionViewCell", "UINavigationController", "UITabBarController", "UIAlertController",
            "UIAlertAction", "UIActivityViewController", "UIGestureRecognizer", "UITapGestureRecognizer", "UIPanGestureRecognizer",
            "UIFeedbackGenerator", "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator",
            "UITraitCollection", "UIUserInterfaceStyle", "UIUserInterfaceIdiom", "UIContentSizeCategory", "UIAccessibility",
            "UIBezierPath", "UIEdgeInsets", "UIRectCorner", "UIBlurEffect", "UIVisualEffectView", "UIStoryboard", "UINib",
            "UIBarButtonItem", "UINavigationBar", "UINavigationBarAppearance", "UITabBar", "UISwitch", "UISlider",
            "UISegmentedControl", "UIActivityIndicatorView", "UIRefreshControl", "UIMenu", "UIAction", "UIDocumentPickerViewController",
            "UIImagePickerController", "UIApplicationShortcutItem", "UIBackgroundTaskIdentifier", "UIInterfaceOrientation",
            "UIDeviceOrientation", "UIEvent", "UITouch", "UIKeyboardType", "UIReturnKeyType", "UITextContentType",
        ],
    ]

    /// The prefixes Apple's frameworks give their names (`CK` of `CKQueryNotification`), for names the lists above lack: a
    /// prefix, then a capital and a small letter (`CLHeading`, not `CLI` or `CLamp`); `k…` and `err…` constants need only the capital.
    static let namePrefixes: [String: [String]] = [
        "CoreLocation": ["CL", "kCL"], "CloudKit": ["CK"], "HealthKit": ["HK"], "EventKit": ["EK"], "MapKit": ["MK"],
        "Photos": ["PH"], "StoreKit": ["SK"], "Security": ["Sec", "kSec", "errSec"], "CoreMotion": ["CM"], "Network": ["NW"],
        "LocalAuthentication": ["LA"], "Contacts": ["CN"], "WatchConnectivity": ["WC"], "AVFoundation": ["AV"],
        "CoreImage": ["CI", "kCI"], "WebKit": ["WK"], "MessageUI": ["MF"], "SafariServices": ["SF"], "QuickLook": ["QL"],
        "SystemConfiguration": ["SC"], "CoreData": ["NSPersistent", "NSManaged", "NSFetch"],
    ]

    /// The framework whose name prefix `name` has (`CloudKit` for `CKQueryNotification`), if one has.
    static func framework(byPrefixOf name: String) -> String? {
        for (module, prefixes) in namePrefixes.sorted(by: { $0.key < $1.key }) {
            for prefix in prefixes where name.hasPrefix(prefix) {
                let rest = name.dropFirst(prefix.count)
                guard let first = rest.first, first.isUppercase else { continue }
                let constant = prefix.hasPrefix("k") || prefix.hasPrefix("err")
                if constant || prefix.hasPrefix("NS") || rest.dropFirst().first?.isLowercase == true { return module }
            }
        }
        return nil
    }

    /// Modules that re-export another's names (`import MapKit` makes `CLLocationCoordinate2D` visible).
    static let reexports: [String: [String]] = ["MapKit": ["CoreLocation"], "PhotosUI": ["Photos"], "CloudKit": ["CoreLocation"]]

    /// Whether `module` is a framework whose names are known here.
    public static func isKnown(_ module: String) -> Bool { names[module] != nil }

    /// The known frameworks that declare `name`, in a fixed order.
    public static func frameworks(declaring name: String) -> [String] {
        names.keys.sorted().filter { names[$0]?.contains(name) == true }
    }

    /// The frameworks among `imports` (with what they re-export) that declare `name`, in the order imported.
    public static func frameworks(declaring name: String, among imports: [String]) -> [String] {
        var result: [String] = []
        for module in imports {
            for candidate in [module] + (reexports[module] ?? []) where names[candidate]?.contains(name) == true && !result.contains(candidate) {
                result.append(candidate)
            }
        }
        return result
    }
}
