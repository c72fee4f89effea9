import Foundation
import Testing
import WidgetTestSupport

/// Images drawn by `widgetry render`: golden renders of the generated test
/// images (Tests/widgetryTests/Fixtures/images, scripts/make-test-images.py)
/// in 24-bit, 256 and 16 colours and without colour; broken images as the
/// box with located errors; asset catalogs, UIImage, base64 data; reads
/// confined by the widget's permissions.
@Suite struct ImageCommandTests {
    static let images = "Tests/widgetryTests/Fixtures/images"

    /// A sandbox with the test images and widgets beside each other.
    static func sandbox() -> Sandbox {
        let box = Sandbox()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.path(images))) ?? [] where name != "__renders__" {
            box.copy("\(images)/\(name)", to: name)
        }
        return box
    }

    /// A one-entry widget whose body is `body`.
    static func widget(_ body: String, extra: String = "") -> String {
        """
        entry E {
        }
        provider P {
            placeholder { E() }
            snapshot { E() }
            timeline { Timeline(entries: [E()], policy: .never) }
        }
        \(extra)
        widget W {
            displayName: "W"
            families: [.systemSmall]
            provider: P
            body(entry) {
                \(body)
            }
        }
        """
    }

    static let colourModes: [(String, [String: String], String)] = [
        ("truecolor", ["COLORTERM": "truecolor", "TERM": "xterm-256color"], "--color"),
        ("256", ["COLORTERM": "", "TERM": "xterm-256color"], "--color"),
        ("16", ["COLORTERM": "", "TERM": "xterm"], "--color"),
        ("plain", ["COLORTERM": "truecolor"], "--plain"),
    ]

    @Test(arguments: colourModes)
    func picturesMatchTheirGoldenRender(_ name: String, _ environment: [String: String], _ flag: String) {
        let box = Self.sandbox()
        let output = box.run("render", "pictures.widget", [flag], environment: environment)
        #expect(output.status == 0, "\(output.stderr)")
        let golden = PackagePaths.path("\(Self.images)/__renders__/pictures.systemMedium.\(name).txt")
        if let mismatch = Golden.compare(output.stdout, with: golden) { Issue.record("\(mismatch)") }
    }

    /// `NO_COLOR` draws the box, as `--plain` does; an explicit `--color` beats it
    /// (NO_COLOR only changes the default), and then the pixels are drawn.
    @Test func noColorDrawsTheBoxUnlessColorIsAsked() {
        let box = Self.sandbox()
        let plain = box.run("render", "pictures.widget", ["--plain"])
        let noColor = box.run("render", "pictures.widget", [], environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"])
        #expect(noColor.status == 0)
        #expect(noColor.stdout == plain.stdout)
        #expect(plain.stdout.contains("░░░░░░"))
        #expect(!plain.stdout.contains("▀"))
        let asked = box.run("render", "pictures.widget", ["--color"], environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"])
        #expect(asked.status == 0)
        #expect(asked.stdout.contains("▀") && asked.stdout.contains(";38;2;"))
    }

    @Test func brokenImagesAreTheBoxAndLocatedErrors() {
        let box = Self.sandbox()
        let output = box.run("render", "broken.widget", ["--color"], environment: ["COLORTERM": "truecolor"], timeout: 20)
        #expect(output.status == 1)
        #expect(!output.timedOut)
        let golden = PackagePaths.path("\(Self.images)/__renders__/broken.systemMedium.truecolor.txt")
        if let mismatch = Golden.compare(output.stdout, with: golden) { Issue.record("\(mismatch)") }
        for line in [
            "broken.widget:17:13: error: truncated.png: malformed PNG: read beyond end of data",
            "broken.widget:18:13: error: corrupt.png: malformed PNG: IDAT: invalid code lengths set",
            "broken.widget:19:13: error: truncated.jpg: malformed JPEG: Premature end of JPEG file",
            "broken.widget:20:13: error: huge.png: the image is 10000×10000 pixels, more than the limit of 40 megapixels",
            "broken.widget:21:13: error: anim.gif: unsupported image format (GIF); PNG and JPEG are drawn",
            "broken.widget:22:13: error: no image named 'missing': looked for missing.png, missing.jpg, missing.jpeg and Assets.xcassets/missing.imageset beside the widget",
        ] {
            #expect(output.stderr.contains(line), "\(line)\n\(output.stderr)")
        }
        #expect(output.stdout.contains("⚠ 17:13: truncated.png: malformed PNG"), "\(output.stdout)")
    }

    @Test func anImageLargerThanTheLimitIsNotRead() {
        let box = Self.sandbox()
        box.write("big.png", String(repeating: "x", count: 16 * 1024 * 1024 + 1))
        box.write("big.widget", Self.widget(#"Image("big")"#))
        let output = box.run("render", "big.widget", ["--plain"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("big.widget:14:9: error: image 'big': big.png is larger than the limit of 16777216 bytes"), "\(output.stderr)")
    }

    /// The pixels an image draws as, in 24-bit colour.
    static func pixels(_ box: Sandbox, _ file: String, _ body: String, extra: String = "", arguments: [String] = []) -> CommandRunner.Output {
        box.write(file, widget(body, extra: extra))
        return box.run("render", file, ["--color"] + arguments, environment: ["COLORTERM": "truecolor"])
    }

    @Test func anAssetCatalogGivesItsLargestScale() {
        let box = Self.sandbox()
        let logo = Self.pixels(box, "logo.widget", #"Image("logo").resizable().frame(width: 48, height: 32)"#)
        let gradient = Self.pixels(box, "gradient.widget", #"Image("gradient").resizable().frame(width: 48, height: 32)"#)
        #expect(logo.status == 0, "\(logo.stderr)")
        #expect(logo.stdout.contains("▀"))
        #expect(logo.stdout == gradient.stdout, "the 3x image (the gradient), not the 1x checkerboard")
    }

    @Test func uiImageFromDataAndByName() {
        let box = Self.sandbox()
        let base64 = (try? Data(contentsOf: URL(fileURLWithPath: box.path("gradient.png"))).base64EncodedString()) ?? ""
        box.write("data/logo.json", #"{"logo": "\#(base64)", "broken": "AAEC"}"#)
        box.write("data.widget", """
            struct Logo {
                let logo: Data
                let broken: Data
            }
            source file = json("data/logo.json", decode: Logo)
            entry E {
                let logo: Data?
                let broken: Data?
            }
            provider P {
                placeholder { E(logo: nil, broken: nil) }
                snapshot { E(logo: nil, broken: nil) }
                timeline {
                    let loaded = try file.load()
                    return Timeline(entries: [E(logo: loaded.logo, broken: loaded.broken)], policy: .never)
                }
            }
            widget W {
                displayName: "W"
                families: [.systemSmall]
                provider: P
                body(entry) {
                    if let data = entry.logo, let image = UIImage(data: data) {
                        Image(uiImage: image).resizable().frame(width: 48, height: 32)
                    }
                    if let data = entry.broken, let image = UIImage(data: data) { Image(uiImage: image) } else { Text("not an image") }
                }
            }
            """)
        let expected = Self.pixels(box, "gradient.widget", """
            Image("gradient").resizable().frame(width: 48, height: 32)
            Text("not an image")
            """)
        let fromData = box.run("render", "data.widget", ["--color"], environment: ["COLORTERM": "truecolor"])
        #expect(fromData.status == 0, "\(fromData.stderr)")
        #expect(fromData.stdout == expected.stdout)
        // The cached timeline (read back from the store) keeps the bytes.
        let again = box.run("render", "data.widget", ["--color"], environment: ["COLORTERM": "truecolor"])
        #expect(again.stdout == expected.stdout)
        let plainExpected = Self.pixels(box, "gradient.widget", #"Image("gradient").resizable().frame(width: 48, height: 32)"#)
        let named = Self.pixels(box, "named.widget", """
            if let image = UIImage(named: "gradient") { Image(uiImage: image).resizable().frame(width: 48, height: 32) } else { Text("none") }
            """)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout == plainExpected.stdout)
        let missing = Self.pixels(box, "missing.widget", """
            if let image = UIImage(named: "nothing") { Image(uiImage: image) } else { Text("none") }
            """)
        #expect(missing.stdout.contains("none"))
        // `UIImage(imageLiteralResourceName:)` is not optional: the asset, or a located error naming the one missing.
        let literal = Self.pixels(box, "literal.widget", #"Image(uiImage: UIImage(imageLiteralResourceName: "gradient")).resizable().frame(width: 48, height: 32)"#)
        #expect(literal.status == 0, "\(literal.stderr)")
        #expect(literal.stdout == plainExpected.stdout)
        let absent = Self.pixels(box, "absent.widget", #"Image(uiImage: UIImage(imageLiteralResourceName: "nothing"))"#)
        #expect(absent.status == 1)
        #expect(absent.stderr.contains("absent.widget:14:24: error: no image asset named 'nothing' for UIImage(imageLiteralResourceName:)"), "\(absent.stderr)")
    }

    @Test func imageReadsGoThroughThePermissions() throws {
        let box = Self.sandbox()
        let outside = PackagePaths.temporaryDirectory("widgetry-outside")
        try FileManager.default.copyItem(atPath: box.path("gradient.png"), toPath: outside.appendingPathComponent("secret.png").path)
        try FileManager.default.createSymbolicLink(atPath: box.path("linked.png"), withDestinationPath: outside.appendingPathComponent("secret.png").path)
        let secret = outside.appendingPathComponent("secret.png").resolvingSymlinksInPath().path
        let linked = Self.pixels(box, "linked.widget", #"Image("linked")"#)
        #expect(linked.status == 1)
        #expect(linked.stderr.contains("linked.widget:14:9: error: image 'linked': reading \(secret) is not permitted; it is outside the widget's folder"), "\(linked.stderr)")
        #expect(!linked.stdout.contains("▀"))
        let granted = Self.pixels(box, "linked.widget", #"Image("linked").resizable().frame(width: 48, height: 32)"#,
                                  arguments: ["--allow-read", outside.path])
        #expect(granted.status == 0, "\(granted.stderr)")
        #expect(granted.stdout.contains("▀"))
    }
}

/// Seed 004 with its avatar served on 127.0.0.1: the owner's picture in a circle.
@Suite struct RepoWatcherAvatarTests {
    static func render(_ box: Sandbox, _ server: TestHTTPServer, _ environment: [String: String], _ flag: String = "--color") -> CommandRunner.Output {
        box.run("render", "repowatcher.widget", [flag, "--source", "repo=\(server.url("/repos/google/GoogleSignIn-iOS"))",
                                                 "--allow-net", "127.0.0.1"], now: "2024-12-04T09:00:00Z", environment: environment)
    }

    static func served(avatar: [UInt8]) throws -> TestHTTPServer {
        let server = try TestHTTPServer()
        server["/repos/google/GoogleSignIn-iOS"] = .json(SeedSourceCommandTests.repository(server))
        server["/u/1342004?v=4"] = TestHTTPServer.Route(body: avatar, contentType: "image/png")
        return server
    }

    @Test func theServedAvatarIsDrawnInACircle() throws {
        let server = try Self.served(avatar: SeedSourceCommandTests.png)
        let box = Sandbox(["repowatcher.widget"])
        let output = Self.render(box, server, ["COLORTERM": "truecolor"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(server.requests == ["/repos/google/GoogleSignIn-iOS", "/u/1342004?v=4"])
        let golden = PackagePaths.path("Tests/widgetryTests/Fixtures/repowatcher.avatar.truecolor.txt")
        if let mismatch = Golden.compare(output.stdout, with: golden) { Issue.record("\(mismatch)") }
        // Teal and the white ring (blended), and the corners outside the circle left as the background.
        #expect(output.stdout.contains("0;128;128"), "teal pixels")
        // Drawn again from the cached timeline: the same picture, no new request.
        let again = Self.render(box, server, ["COLORTERM": "truecolor"])
        #expect(again.stdout == output.stdout)
        #expect(server.requests.count == 2)
        // Without colour: the box, as before.
        let plain = Self.render(box, server, [:], "--plain")
        #expect(plain.stdout.contains("░░░░░░ GoogleSignIn-iOS"))
    }

    @Test func aGIFAvatarIsTheBoxWithANote() throws {
        let gif = (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: PackagePaths.path("\(ImageCommandTests.images)/anim.gif"))))) ?? []
        let server = try Self.served(avatar: gif)
        let box = Sandbox(["repowatcher.widget"])
        let output = Self.render(box, server, ["COLORTERM": "truecolor"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("repowatcher.widget:85:25: error: \(server.url("/u/1342004?v=4")): unsupported image format (GIF); PNG and JPEG are drawn"), "\(output.stderr)")
        #expect(output.stdout.contains("░░░░░░"))
        #expect(output.stdout.contains("⚠ 85:25: "))
    }

    @Test func aMalformedAvatarIsNilAsInTheSeed() throws {
        let truncated = Array(SeedSourceCommandTests.png.prefix(100))
        let server = try Self.served(avatar: truncated)
        let box = Sandbox(["repowatcher.widget"])
        let output = Self.render(box, server, ["COLORTERM": "truecolor"], "--plain")
        #expect(output.status == 0, "\(output.stderr)")
        // `try? http(url).image()` gives nil: the person symbol instead of the box.
        #expect(!output.stdout.contains("░"))
        #expect(output.stdout.contains("GoogleSignIn-iOS"))
    }
}
