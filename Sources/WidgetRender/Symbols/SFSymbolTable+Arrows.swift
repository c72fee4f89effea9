extension SFSymbolTable {
    static let arrows = """
        arrow.up ↑ ⬆ cs
        arrow.down ↓ ⬇ cs
        arrow.left ← ⬅ cs
        arrow.right → ➡ cs
        arrow.forward → ➡ cs
        arrow.backward ← ⬅ cs
        arrow.up.right ↗ ⬈ cs
        arrow.up.left ↖ ⬉ cs
        arrow.down.right ↘ ⬊ cs
        arrow.down.left ↙ ⬋ cs
        arrow.up.arrow.down ⇅ = cs
        arrow.left.arrow.right ⇄ = cs
        arrow.up.and.down ↕ = cs
        arrow.left.and.right ↔ = cs
        arrow.up.to.line ⤒ = c
        arrow.down.to.line ⤓ = c
        arrow.down.to.line.compact ⤓ = -
        arrow.up.to.line.compact ⤒ = -
        arrow.left.to.line ⇤ = c
        arrow.right.to.line ⇥ = c
        arrow.clockwise ↻ = c
        arrow.counterclockwise ↺ = c
        arrow.triangle.2.circlepath ⟳ = c
        arrow.2.circlepath ⟳ = c
        arrow.circlepath ↻ = -
        arrow.2.squarepath ⟲ = -
        arrow.triangle.branch ⑂ = -
        arrow.triangle.merge ⑃ = -
        arrow.triangle.swap ⇆ = -
        arrow.triangle.pull ⇅ = -
        arrow.uturn.left ↶ = cs
        arrow.uturn.right ↷ = cs
        arrow.uturn.backward ↶ = cs
        arrow.uturn.forward ↷ = cs
        arrow.uturn.up ⮍ = cs
        arrow.uturn.down ⮏ = cs
        arrow.turn.down.right ↳ = -
        arrow.turn.down.left ↲ = -
        arrow.turn.up.right ↱ = -
        arrow.turn.up.left ↰ = -
        arrow.turn.right.up ↱ = -
        arrow.turn.left.up ↰ = -
        arrow.up.forward ↗ = -
        arrow.up.forward.app ↗ = f
        arrow.up.forward.square ↗ = f
        arrow.up.forward.circle ↗ = f
        arrow.down.forward ↘ = -
        arrow.up.backward ↖ = -
        arrow.down.backward ↙ = -
        arrow.up.and.down.and.arrow.left.and.right ✥ = -
        arrow.up.left.and.arrow.down.right ⤡ = -
        arrow.down.left.and.arrow.up.right ⤢ = -
        arrow.up.left.and.down.right.and.arrow.up.right.and.down.left ⤧ = -
        arrow.down.right.and.arrow.up.left ⤡ = -
        arrow.up.right.and.arrow.down.left ⤢ = -
        arrow.up.doc ⇪ = f
        arrow.down.doc ⇩ = f
        arrow.up.bin ⇪ = f
        arrow.down.app ⇩ = f
        arrow.up.message ⇪ = f
        arrow.right.square ⇨ = f
        arrowshape.turn.up.left ↩ = fc
        arrowshape.turn.up.right ↪ = fc
        arrowshape.turn.up.backward ↩ = fc
        arrowshape.turn.up.forward ↪ = fc
        arrowshape.up ⇧ ⬆ fc
        arrowshape.down ⇩ ⬇ fc
        arrowshape.left ⇦ ⬅ fc
        arrowshape.right ⇨ ➡ fc
        arrowshape.forward ⇨ ➡ fc
        arrowshape.backward ⇦ ⬅ fc
        arrowshape.bounce.right ⤻ = f
        arrowtriangle.up △ ▲ fcs
        arrowtriangle.down ▽ ▼ fcs
        arrowtriangle.left ◁ ◀ fcs
        arrowtriangle.right ▷ ▶ fcs
        chevron.up ˄ = cs
        chevron.down ˅ = cs
        chevron.left ‹ = cs
        chevron.right › = cs
        chevron.forward › = cs
        chevron.backward ‹ = cs
        chevron.up.chevron.down ⇕ = -
        chevron.left.2 « = -
        chevron.right.2 » = -
        chevron.compact.up ˄ = -
        chevron.compact.down ˅ = -
        chevron.compact.left ‹ = -
        chevron.compact.right › = -
        chevron.left.forwardslash.chevron.right ⟨ = -
        return ⏎ = -
        return.left ⏎ = -
        delete.left ⌫ = f
        delete.right ⌦ = f
        delete.backward ⌫ = f
        delete.forward ⌦ = f
        command ⌘ = cs
        option ⌥ = -
        shift ⇧ = f
        control ⌃ = -
        escape ⎋ = -
        capslock ⇪ = f
        eject ⏏ = fc
        keyboard ⌨ = f
        projective ⎚ = -
        chart.line.uptrend.xyaxis ↗ = c
        chart.line.downtrend.xyaxis ↘ = c
        chart.line.flattrend.xyaxis → = c
        arrow.up.right.square ⬈ = f
        arrow.up.right.circle ⬈ = f
        arrow.up.and.down.circle ↕ = f
        arrow.down.circle.dotted ⇣ = -
        arrow.up.circle.badge.clock ↑ = -
        arrow.up.arrow.down.circle ⇅ = f
        arrow.left.arrow.right.circle ⇄ = f
        """

    static let arrowsExact = """
        arrow.up.square ⇧
        arrow.up.square.fill ⬆
        arrow.down.square ⇩
        arrow.down.square.fill ⬇
        arrow.left.square ⇦
        arrow.left.square.fill ⬅
        arrow.right.square ⇨
        arrow.right.square.fill ➡
        arrow.up.circle ↑
        arrow.up.circle.fill ↑
        arrow.down.circle ↓
        arrow.down.circle.fill ↓
        arrow.left.circle ←
        arrow.left.circle.fill ←
        arrow.right.circle →
        arrow.right.circle.fill →
        arrow.forward.circle →
        arrow.forward.circle.fill →
        arrow.backward.circle ←
        arrow.backward.circle.fill ←
        square.and.arrow.up ⇪
        square.and.arrow.up.fill ⇪
        square.and.arrow.down ⇩
        square.and.arrow.down.fill ⇩
        square.and.arrow.up.on.square ⇪
        rectangle.portrait.and.arrow.right ⇥
        rectangle.portrait.and.arrow.forward ⇥
        rectangle.and.arrow.up.right.and.arrow.down.left ⤢
        arrow.up.right.and.arrow.down.left.rectangle ⤢
        arrow.down.right.and.arrow.up.left.rectangle ⤡
        """
}
