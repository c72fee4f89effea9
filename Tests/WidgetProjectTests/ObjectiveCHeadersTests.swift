import Foundation
import Testing
@testable import WidgetProject

/// A target's bridging header and the project headers it imports are read for the names their Objective-C declares.
@Suite("Objective-C bridging headers")
struct ObjectiveCHeadersTests {
    /// The Classic fixture's widget given a bridging header: the header, then the project headers it imports with
    /// quotes, found by name in any folder of the project and followed through each other, each once; a system header
    /// is not followed.
    @Test func theBridgingHeaderAndTheProjectHeadersItImportsAreTheTargets() throws {
        let fixture = FixtureProject("Classic")
        try ObjectiveCHeadersTests.addBridgingHeader(to: fixture.root)
        let widget = try #require(try fixture.read("Weather.xcodeproj").widgetTargets.first)
        #expect(fixture.relative(widget.files.headers) == [
            "WeatherWidget/Widget-Bridging-Header.h", "Weather/Legacy/WTHDateHelper.h", "Weather/Legacy/WTHUnits.h",
        ])
        #expect(ObjectiveCHeaders.declaredNames(in: widget.files.headers) == [
            "WTHDateHelper": "WTHDateHelper.h", "WTHSeason": "WTHDateHelper.h", "WTHUnitSystem": "WTHUnits.h",
            "WTHFormatting": "WTHUnits.h", "WTHTemperatureString": "WTHUnits.h", "WTHDefaultCity": "WTHUnits.h",
            "WTHConversion": "WTHUnits.h",
        ])
        #expect(!widget.notes.contains { $0.contains("header") })
    }

    /// A bridging header the project names but does not have is a note, and gives no headers.
    @Test func aMissingBridgingHeaderIsANote() throws {
        let fixture = FixtureProject("Classic")
        try ObjectiveCHeadersTests.addBridgingHeader(to: fixture.root)
        try FileManager.default.removeItem(atPath: fixture.root + "/WeatherWidget/Widget-Bridging-Header.h")
        let widget = try #require(try fixture.read("Weather.xcodeproj").widgetTargets.first)
        #expect(widget.files.headers.isEmpty)
        #expect(fixture.notes(widget.notes).contains("its bridging header ROOT/WeatherWidget/Widget-Bridging-Header.h is not on disk"))
    }

    /// Categories of another's class, class extensions, forward declarations and `@class` give no names.
    @Test func categoriesAndForwardDeclarationsDeclareNothing() {
        let text = """
        @class WTHCity, WTHRegion;
        @protocol WTHDelegate;
        @interface NSFileManager (WTHExtension)
        @end
        @interface WTHCity ()
        @end
        @interface   WTHForecast<NSObject> : NSObject
        @end
        """
        #expect(ObjectiveCHeaders.declarations(in: text) == ["WTHForecast"])
    }

    /// Writes a bridging header into the Classic fixture's widget folder, with two project headers in the app's folders
    /// (one imported by the other) and a system import, and names it in the widget target's build settings.
    static func addBridgingHeader(to root: String) throws {
        let legacy = root + "/Weather/Legacy"
        try FileManager.default.createDirectory(atPath: legacy, withIntermediateDirectories: true)
        try """
        #import <UIKit/UIKit.h>
        #import "WTHDateHelper.h"
        #import "WTHDateHelper.h"
        """.write(toFile: root + "/WeatherWidget/Widget-Bridging-Header.h", atomically: true, encoding: .utf8)
        try """
        #import <Foundation/Foundation.h>
        #import "Legacy/WTHUnits.h"
        typedef NS_ENUM(NSInteger, WTHSeason) {
            WTHSeasonSpring,
        };
        @interface WTHDateHelper : NSObject
        + (NSArray<NSString *> *)monthNames;
        @end
        @interface NSDate (WTHDays)
        @end
        """.write(toFile: legacy + "/WTHDateHelper.h", atomically: true, encoding: .utf8)
        try """
        #include "WTHDateHelper.h"
        typedef NS_OPTIONS(NSUInteger, WTHUnitSystem) { WTHUnitSystemMetric = 1 << 0 };
        @protocol WTHFormatting <NSObject>
        @end
        extern NSString *WTHTemperatureString(double celsius);
        FOUNDATION_EXPORT NSString *const WTHDefaultCity;
        typedef double (^WTHConversion)(double);
        """.write(toFile: legacy + "/WTHUnits.h", atomically: true, encoding: .utf8)
        let project = root + "/Weather.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: project, encoding: .utf8)
        try text.replacingOccurrences(of: "INFOPLIST_FILE = WeatherWidget/Info.plist;",
                                      with: "INFOPLIST_FILE = WeatherWidget/Info.plist;\n\t\t\t\tSWIFT_OBJC_BRIDGING_HEADER = \"$(SRCROOT)/WeatherWidget/Widget-Bridging-Header.h\";")
            .write(toFile: project, atomically: true, encoding: .utf8)
    }
}
