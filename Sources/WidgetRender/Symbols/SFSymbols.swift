/// SF Symbol names → Unicode glyphs a terminal can draw, one cell wide where
/// a fitting character exists. An unknown name draws `□`.
public enum SFSymbols {
    /// The glyph for a symbol name, or nil when the name is not in the table.
    public static func glyph(named name: String) -> String? {
        table[name]
    }

    /// Every name in the table, sorted.
    public static var allNames: [String] { table.keys.sorted() }

    /// What an unknown symbol draws.
    public static let unknownGlyph = "□"

    static let table: [String: String] = {
        var table: [String: String] = [:]
        for group in [shapes, checks, arrows, media, objects, weather, people, text] {
            for (name, glyph) in group { table[name] = glyph }
        }
        return table
    }()

    static let shapes: [(String, String)] = [
        ("circle", "○"), ("circle.fill", "●"), ("circle.dashed", "◌"), ("smallcircle.filled.circle", "◉"),
        ("circle.lefthalf.filled", "◐"), ("circle.righthalf.filled", "◑"), ("circlebadge", "○"),
        ("circlebadge.fill", "●"), ("largecircle.fill.circle", "◉"),
        ("square", "□"), ("square.fill", "■"), ("square.dashed", "⬚"), ("app", "▢"), ("app.fill", "■"),
        ("rectangle", "▭"), ("rectangle.fill", "▬"), ("capsule", "⬭"), ("capsule.fill", "⬬"),
        ("oval", "⬯"), ("oval.fill", "⬮"),
        ("triangle", "△"), ("triangle.fill", "▲"), ("diamond", "◇"), ("diamond.fill", "◆"),
        ("octagon", "⯃"), ("octagon.fill", "⯄"), ("hexagon", "⬡"), ("hexagon.fill", "⬢"),
        ("seal", "✺"), ("seal.fill", "✹"),
        ("star", "☆"), ("star.fill", "★"), ("star.leadinghalf.filled", "⯪"), ("star.circle", "✪"),
        ("star.circle.fill", "✪"), ("sparkle", "✦"), ("sparkles", "✨"),
        ("heart", "♡"), ("heart.fill", "♥"), ("heart.slash", "♡"), ("suit.heart.fill", "♥"),
        ("suit.spade.fill", "♠"), ("suit.club.fill", "♣"), ("suit.diamond.fill", "♦"),
        ("bolt", "ϟ"), ("bolt.fill", "ϟ"), ("flag", "⚐"), ("flag.fill", "⚑"),
        ("bookmark", "⌑"), ("bookmark.fill", "⌑"), ("tag", "⌂"), ("tag.fill", "⌂"),
        // Animals and nature have no single-cell glyph: emoji (two cells wide).
        ("bird", "🐦"), ("bird.fill", "🐦"), ("fish", "🐟"), ("fish.fill", "🐟"),
        ("pawprint", "🐾"), ("pawprint.fill", "🐾"), ("hare", "🐇"), ("hare.fill", "🐇"),
        ("tortoise", "🐢"), ("tortoise.fill", "🐢"), ("ant", "🐜"), ("ant.fill", "🐜"),
        ("ladybug", "🐞"), ("ladybug.fill", "🐞"), ("dog", "🐕"), ("dog.fill", "🐕"),
        ("cat", "🐈"), ("cat.fill", "🐈"), ("leaf", "🍃"), ("leaf.fill", "🍃"),
    ]

    static let checks: [(String, String)] = [
        ("checkmark", "✓"), ("checkmark.circle", "✓"), ("checkmark.circle.fill", "●"),
        ("checkmark.square", "☑"), ("checkmark.square.fill", "☑"), ("checkmark.seal", "✓"),
        ("checkmark.seal.fill", "✓"), ("xmark", "✕"), ("xmark.circle", "⊗"), ("xmark.circle.fill", "⊗"),
        ("xmark.square", "☒"), ("xmark.square.fill", "☒"), ("xmark.octagon.fill", "⊗"),
        ("plus", "+"), ("plus.circle", "⊕"), ("plus.circle.fill", "⊕"), ("plus.square", "⊞"),
        ("plus.square.fill", "⊞"), ("minus", "−"), ("minus.circle", "⊖"), ("minus.circle.fill", "⊖"),
        ("minus.square", "⊟"), ("multiply", "×"), ("divide", "÷"), ("equal", "="),
        ("exclamationmark", "!"), ("exclamationmark.triangle", "⚠"), ("exclamationmark.triangle.fill", "⚠"),
        ("exclamationmark.circle", "ⓘ"), ("exclamationmark.circle.fill", "!"),
        ("questionmark", "?"), ("questionmark.circle", "?"), ("questionmark.circle.fill", "?"),
        ("info", "i"), ("info.circle", "ⓘ"), ("info.circle.fill", "ⓘ"),
        ("nosign", "⊘"), ("slash.circle", "⊘"), ("number", "#"), ("at", "@"),
        ("percent", "%"), ("dollarsign", "$"), ("dollarsign.circle", "$"), ("dollarsign.circle.fill", "$"),
        ("eurosign", "€"), ("sterlingsign", "£"), ("yensign", "¥"), ("function", "ƒ"),
        ("sum", "∑"), ("infinity", "∞"), ("plusminus", "±"), ("lessthan", "<"), ("greaterthan", ">"),
    ]

    static let arrows: [(String, String)] = [
        ("arrow.up", "↑"), ("arrow.down", "↓"), ("arrow.left", "←"), ("arrow.right", "→"),
        ("arrow.up.arrow.down", "⇅"), ("arrow.left.arrow.right", "⇄"), ("arrow.up.right", "↗"),
        ("arrow.up.left", "↖"), ("arrow.down.right", "↘"), ("arrow.down.left", "↙"),
        ("arrow.up.circle", "↑"), ("arrow.up.circle.fill", "↑"), ("arrow.down.circle", "↓"),
        ("arrow.down.circle.fill", "↓"), ("arrow.right.circle", "→"), ("arrow.right.circle.fill", "→"),
        ("arrow.left.circle", "←"), ("arrow.left.circle.fill", "←"),
        ("arrow.clockwise", "↻"), ("arrow.counterclockwise", "↺"), ("arrow.triangle.2.circlepath", "⟳"),
        ("arrow.2.squarepath", "⟲"), ("arrow.uturn.left", "↶"), ("arrow.uturn.right", "↷"),
        ("arrow.uturn.backward", "↶"), ("arrow.uturn.forward", "↷"),
        ("arrow.forward", "→"), ("arrow.backward", "←"), ("arrow.turn.down.right", "↳"),
        ("arrow.up.to.line", "⤒"), ("arrow.down.to.line", "⤓"), ("arrow.triangle.branch", "⑂"),
        ("arrow.triangle.merge", "⑃"), ("arrow.triangle.swap", "⇆"), ("arrow.up.and.down", "↕"),
        ("arrow.left.and.right", "↔"), ("arrow.up.square", "⇧"), ("arrow.down.square", "⇩"),
        ("chevron.up", "˄"), ("chevron.down", "˅"), ("chevron.left", "‹"), ("chevron.right", "›"),
        ("chevron.up.chevron.down", "⇕"), ("chevron.left.2", "«"), ("chevron.right.2", "»"),
        ("arrowtriangle.up.fill", "▲"), ("arrowtriangle.down.fill", "▼"), ("arrowtriangle.left.fill", "◀"),
        ("arrowtriangle.right.fill", "▶"), ("arrowshape.turn.up.left", "↩"), ("arrowshape.turn.up.right", "↪"),
        ("return", "⏎"), ("delete.left", "⌫"), ("command", "⌘"), ("option", "⌥"), ("shift", "⇧"),
        ("control", "⌃"), ("escape", "⎋"), ("capslock", "⇪"), ("eject", "⏏"), ("keyboard", "⌨"),
        ("chart.line.uptrend.xyaxis", "↗"), ("chart.line.downtrend.xyaxis", "↘"),
    ]

    static let media: [(String, String)] = [
        ("play", "▷"), ("play.fill", "▶"), ("play.circle", "▷"), ("play.circle.fill", "▶"),
        ("pause", "⏸"), ("pause.fill", "⏸"), ("pause.circle", "⏸"), ("pause.circle.fill", "⏸"),
        ("stop", "□"), ("stop.fill", "■"), ("stop.circle", "◼"), ("stop.circle.fill", "◼"),
        ("record.circle", "⏺"), ("record.circle.fill", "⏺"), ("forward", "⏩"), ("forward.fill", "⏩"),
        ("backward", "⏪"), ("backward.fill", "⏪"), ("forward.end.fill", "⏭"), ("backward.end.fill", "⏮"),
        ("shuffle", "⤨"), ("repeat", "↻"), ("repeat.1", "↻"), ("music.note", "♪"), ("music.note.list", "♫"),
        ("speaker", "🔈"), ("speaker.fill", "🔈"), ("speaker.slash.fill", "🔇"), ("speaker.wave.2.fill", "🔉"),
        ("speaker.wave.3.fill", "🔊"), ("mic", "🎙"), ("mic.fill", "🎙"), ("headphones", "🎧"),
        ("photo", "▨"), ("photo.fill", "▨"), ("photo.on.rectangle", "▨"), ("camera", "⌷"),
        ("camera.fill", "⌷"), ("video", "▶"), ("video.fill", "▶"), ("film", "▤"), ("tv", "▭"),
        ("waveform", "∿"), ("dot.radiowaves.left.and.right", "((·))"), ("antenna.radiowaves.left.and.right", "⌔"),
    ]

    static let objects: [(String, String)] = [
        ("tuningfork", "⑂"), ("hammer", "⚒"), ("hammer.fill", "⚒"), ("wrench", "⚙"),
        ("wrench.fill", "⚙"), ("wrench.and.screwdriver", "⚒"), ("gear", "⚙"), ("gearshape", "⚙"),
        ("gearshape.fill", "⚙"), ("gearshape.2", "⚙"), ("slider.horizontal.3", "☰"),
        ("trash", "⌫"), ("trash.fill", "⌫"), ("folder", "⊏"), ("folder.fill", "⊏"),
        ("doc", "▯"), ("doc.fill", "▮"), ("doc.text", "≣"), ("doc.text.fill", "≣"), ("doc.on.doc", "⧉"),
        ("paperclip", "⌇"), ("link", "⛓"), ("pencil", "✎"), ("pencil.circle", "✎"), ("square.and.pencil", "✎"),
        ("highlighter", "✎"), ("scissors", "✂"), ("paintbrush", "🖌"), ("paintbrush.fill", "🖌"),
        ("book", "⊟"), ("book.fill", "⊟"), ("books.vertical", "⫼"), ("newspaper", "≣"),
        ("envelope", "✉"), ("envelope.fill", "✉"), ("paperplane", "➢"), ("paperplane.fill", "➣"),
        ("tray", "⊔"), ("tray.fill", "⊔"), ("archivebox", "⊟"), ("archivebox.fill", "⊟"),
        ("bell", "🔔"), ("bell.fill", "🔔"), ("bell.slash", "🔕"), ("lock", "🔒"), ("lock.fill", "🔒"),
        ("lock.open", "🔓"), ("lock.open.fill", "🔓"), ("key", "⚷"), ("key.fill", "⚷"),
        ("house", "⌂"), ("house.fill", "⌂"), ("building.2", "▥"), ("building.2.fill", "▥"),
        ("cart", "⊻"), ("cart.fill", "⊻"), ("bag", "⊍"), ("bag.fill", "⊍"), ("creditcard", "▭"),
        ("creditcard.fill", "▬"), ("gift", "⊞"), ("gift.fill", "⊞"), ("phone", "✆"), ("phone.fill", "✆"),
        ("iphone", "▯"), ("desktopcomputer", "▭"), ("laptopcomputer", "⌨"), ("printer", "⎙"),
        ("externaldrive", "⛁"), ("server.rack", "☰"), ("cpu", "▦"), ("memorychip", "▤"),
        ("battery.100", "▰"), ("battery.50", "▱"), ("battery.0", "▱"), ("bolt.horizontal", "ϟ"),
        ("lightbulb", "⚲"), ("lightbulb.fill", "⚲"), ("flame", "♨"), ("flame.fill", "♨"),
        ("drop", "◇"), ("drop.fill", "◆"), ("leaf", "❦"), ("leaf.fill", "❦"), ("globe", "◍"),
        ("globe.americas", "◍"), ("globe.europe.africa", "◍"), ("map", "▤"), ("map.fill", "▤"),
        ("mappin", "⌖"), ("mappin.and.ellipse", "⌖"), ("location", "➤"), ("location.fill", "➤"),
        ("magnifyingglass", "⌕"), ("eye", "◉"), ("eye.fill", "◉"), ("eye.slash", "⊘"),
        ("clock", "◷"), ("clock.fill", "◷"), ("alarm", "⏰"), ("timer", "⏲"), ("stopwatch", "⏱"),
        ("hourglass", "⧗"), ("calendar", "▦"), ("calendar.badge.plus", "▦"), ("calendar.circle", "▦"),
        ("list.bullet", "☰"), ("list.number", "☰"), ("list.dash", "☰"), ("line.3.horizontal", "☰"),
        ("line.3.horizontal.decrease", "☰"), ("checklist", "☑"), ("square.grid.2x2", "⊞"),
        ("square.grid.2x2.fill", "⊞"), ("square.stack", "⧉"), ("rectangle.stack", "⧉"),
        ("chart.bar", "▥"), ("chart.bar.fill", "▥"), ("chart.pie", "◔"), ("chart.pie.fill", "◕"),
        ("cube", "⬡"), ("cube.fill", "⬢"), ("shippingbox", "⊠"), ("shippingbox.fill", "⊠"),
        ("puzzlepiece", "⧉"), ("puzzlepiece.fill", "⧉"), ("gamecontroller", "⌨"), ("trophy", "♕"),
        ("trophy.fill", "♛"), ("crown", "♔"), ("crown.fill", "♚"), ("graduationcap", "⌒"),
        ("figure.walk", "⚲"), ("figure.run", "⚲"), ("bicycle", "⚲"), ("car", "⛍"), ("car.fill", "⛍"),
        ("airplane", "✈"), ("tram", "⊡"), ("bus", "⊡"), ("ferry", "⛴"),
        ("terminal", "›"), ("chevron.left.forwardslash.chevron.right", "⟨⟩"), ("curlybraces", "{}"),
        ("ellipsis", "…"), ("ellipsis.circle", "⋯"), ("square.and.arrow.up", "⇪"),
        ("square.and.arrow.down", "⇩"), ("arrow.up.doc", "⇪"), ("icloud", "☁"), ("icloud.fill", "☁"),
        ("wifi", "⌔"), ("wifi.slash", "⊘"), ("network", "⌘"), ("qrcode", "▦"), ("barcode", "▥"),
    ]

    static let weather: [(String, String)] = [
        ("sun.max", "☼"), ("sun.max.fill", "☀"), ("sun.min", "☼"), ("sunrise", "☀"), ("sunset", "☀"),
        ("moon", "☾"), ("moon.fill", "☾"), ("moon.stars", "☾"), ("moon.stars.fill", "☾"),
        ("cloud", "☁"), ("cloud.fill", "☁"), ("cloud.rain", "☂"), ("cloud.rain.fill", "☂"),
        ("cloud.heavyrain.fill", "☔"), ("cloud.snow", "❄"), ("cloud.snow.fill", "❄"), ("snowflake", "❄"),
        ("cloud.bolt", "ϟ"), ("cloud.bolt.fill", "ϟ"), ("cloud.sun", "⛅"), ("cloud.sun.fill", "⛅"),
        ("cloud.fog", "≋"), ("wind", "≋"), ("tornado", "§"), ("thermometer", "℃"),
        ("thermometer.medium", "℃"), ("umbrella", "☂"), ("umbrella.fill", "☂"), ("humidity", "≈"),
    ]

    static let people: [(String, String)] = [
        ("person", "☺"), ("person.fill", "☻"), ("person.circle", "☺"), ("person.circle.fill", "☻"),
        ("person.crop.circle", "☺"), ("person.crop.circle.fill", "☻"), ("person.2", "☺"),
        ("person.2.fill", "☻"), ("person.3", "☺"), ("person.3.fill", "☻"), ("person.badge.plus", "☺"),
        ("hand.thumbsup", "👍"), ("hand.thumbsup.fill", "👍"), ("hand.thumbsdown", "👎"),
        ("hand.thumbsdown.fill", "👎"), ("hand.raised", "✋"), ("hand.raised.fill", "✋"),
        ("hand.wave", "👋"), ("face.smiling", "☺"), ("face.smiling.fill", "☻"), ("brain", "⚛"),
        ("brain.head.profile", "⚛"), ("pawprint", "🐾"), ("pawprint.fill", "🐾"), ("dog", "🐕"), ("cat", "🐈"),
        ("bubble.left", "💬"), ("bubble.left.fill", "💬"), ("bubble.right", "💬"),
        ("bubble.left.and.bubble.right", "💬"), ("message", "✉"), ("message.fill", "✉"),
        ("quote.bubble", "❝"), ("text.bubble", "💬"), ("heart.text.square", "♥"),
        ("figure.stand", "☺"), ("cross", "✚"), ("cross.fill", "✚"), ("pills", "⚕"), ("stethoscope", "⚕"),
        ("bed.double", "⊓"), ("cup.and.saucer", "☕"), ("fork.knife", "⑂"), ("carrot", "▾"),
    ]

    static let text: [(String, String)] = [
        ("textformat", "Aa"), ("bold", "B"), ("italic", "I"), ("underline", "U"), ("strikethrough", "S"),
        ("text.alignleft", "☰"), ("text.aligncenter", "☰"), ("text.alignright", "☰"),
        ("character", "A"), ("textformat.abc", "abc"), ("textformat.123", "123"), ("a.circle", "ⓐ"),
        ("1.circle", "①"), ("2.circle", "②"), ("3.circle", "③"), ("4.circle", "④"), ("5.circle", "⑤"),
        ("1.circle.fill", "❶"), ("2.circle.fill", "❷"), ("3.circle.fill", "❸"),
        ("square.split.2x1", "◫"), ("rectangle.split.3x1", "▥"), ("sidebar.left", "◧"),
        ("rectangle.portrait", "▯"), ("rectangle.landscape.rotate", "▭"), ("power", "⏻"),
        ("togglepower", "⏻"), ("poweron", "⏽"), ("poweroff", "⭘"), ("circle.grid.3x3", "⠿"),
        ("circle.hexagongrid", "⬡"), ("asterisk", "*"), ("staroflife", "✱"), ("atom", "⚛"),
        ("scalemass", "⚖"), ("scale.3d", "⤢"), ("ruler", "📏"), ("viewfinder", "⌗"),
        ("target", "◎"), ("scope", "⌖"), ("dot.circle", "⊙"), ("smallcircle.fill.circle", "◉"),
    ]
}
