/// The SF Symbols table's sources, one string per subject. Base lines are
/// `name outline filled variants` (see `SymbolBase`); exact lines are
/// `name glyph` and win over derived names.
enum SFSymbolTable {
    static let bases = [shapes, status, arrows, weather, nature, media, devices, communication,
                        time, objects, places, transport, people, fitness, commerce, editing]
    static let exact = [shapesExact, statusExact, arrowsExact, weatherExact, mediaExact, objectsExact,
                        peopleExact, editingExact]

    static let shapes = """
        circle ○ ● f
        square □ ■ f
        app ▢ ■ f
        rectangle ▭ ▬ f
        capsule ⬭ ⬬ f
        oval ⬯ ⬮ f
        triangle △ ▲ fcs
        diamond ◇ ◆ fcs
        octagon ⯃ ⯄ f
        hexagon ⬡ ⬢ f
        pentagon ⬠ ⬟ f
        seal ✺ ✹ f
        shield ⛉ ⛊ fx
        star ☆ ★ fcsx
        heart ♡ ♥ fcsx
        suit.heart ♡ ♥ f
        suit.spade ♤ ♠ f
        suit.club ♧ ♣ f
        suit.diamond ♢ ♦ f
        bolt ϟ = fcsx
        flag ⚐ ⚑ fcsx
        bookmark ⌑ = fcsx
        tag ⌂ = fcsx
        pin ⚲ = fcsx
        mappin ⌖ = cx
        location ➤ = fcsx
        location.north ⮝ ⮝ fc
        sparkle ✦ = -
        burst ✹ = f
        rhombus ◇ ◆ f
        cube ⬡ ⬢ f
        cube.box ⬡ ⬢ f
        cube.transparent ⬡ ⬢ f
        cone △ ▲ f
        cylinder ⌭ = f
        pyramid △ ▲ f
        """

    static let shapesExact = """
        circle.dashed ◌
        circle.dotted ◌
        square.dashed ⬚
        smallcircle.filled.circle ◉
        smallcircle.fill.circle ◉
        largecircle.fill.circle ◉
        circle.lefthalf.filled ◐
        circle.righthalf.filled ◑
        circle.tophalf.filled ◓
        circle.bottomhalf.filled ◒
        circle.inset.filled ◉
        circlebadge ○
        circlebadge.fill ●
        square.lefthalf.filled ◧
        square.righthalf.filled ◨
        square.tophalf.filled ⬒
        square.bottomhalf.filled ⬓
        square.inset.filled ▣
        star.leadinghalf.filled ⯪
        star.leadinghalf.fill ⯪
        star.square.on.square ★
        sparkles ✨
        rectangle.portrait ▯
        rectangle.portrait.fill ▮
        rectangle.landscape.rotate ▭
        rectangle.split.3x1 ▥
        rectangle.split.2x1 ◫
        rectangle.stack ⧉
        rectangle.stack.fill ⧉
        square.split.2x1 ◫
        square.split.2x2 ⊞
        square.stack ⧉
        square.stack.fill ⧉
        square.stack.3d.up ⧉
        square.stack.3d.up.fill ⧉
        square.stack.3d.down.right ⧉
        square.stack.3d.down.right.fill ⧉
        square.3.layers.3d ⧉
        square.on.square ⧉
        square.grid.2x2 ⊞
        square.grid.2x2.fill ⊞
        square.grid.3x3 ▦
        square.grid.3x3.fill ▦
        circle.grid.3x3 ⠿
        circle.grid.3x3.fill ⠿
        circle.grid.2x2 ⠶
        circle.hexagongrid ⬡
        circle.hexagongrid.fill ⬢
        dot.circle ⊙
        dot.square ⊡
        dot.radiowaves.left.and.right ⦿
        dot.radiowaves.right ⦿
        seal.fill ✹
        checkerboard.rectangle ▚
        """
}
