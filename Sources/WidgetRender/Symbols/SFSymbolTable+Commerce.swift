extension SFSymbolTable {
    static let commerce = """
        creditcard ▭ ▬ fcx
        creditcard.and.123 ▭ = -
        banknote ▭ ▬ f
        dollarsign $ = cs
        eurosign € = cs
        sterlingsign £ = cs
        yensign ¥ = cs
        indianrupeesign ₹ = cs
        wonsign ₩ = cs
        turkishlirasign ₺ = cs
        rublesign ₽ = cs
        bitcoinsign ₿ = cs
        centsign ¢ = cs
        francsign ₣ = cs
        coloncurrencysign ₡ = cs
        chart.bar ▥ = fx
        chart.bar.xaxis ▥ = -
        chart.bar.doc.horizontal ▥ = f
        chart.xyaxis.line ↗ = -
        chart.pie ◔ ◕ f
        chart.line.uptrend.xyaxis.circle ↗ = f
        chart.dots.scatter ⁘ = -
        list.bullet ☰ = cs
        list.number ☰ = -
        list.dash ☰ = -
        list.star ☰ = -
        list.triangle ☰ = -
        list.bullet.rectangle ☰ = f
        list.bullet.clipboard ☰ = f
        list.bullet.indent ☰ = -
        list.bullet.below.rectangle ☰ = -
        line.3.horizontal ☰ = c
        line.3.horizontal.decrease ☰ = c
        line.horizontal.3 ☰ = -
        line.horizontal.3.decrease ☰ = c
        line.3.horizontal.circle ☰ = f
        tablecells ▦ = f
        square.and.pencil ✎ = c
        rectangle.and.pencil.and.ellipsis ✎ = -
        signature.pencil ✍ = -
        percent.circle % = -
        tag.circle ⌂ = f
        ticket ⊟ = f
        bag.badge.plus ⊍ = f
        cart.circle ⊻ = f
        storefront.circle ⌂ = f
        building.columns.circle ⫼ = f
        """

    static let editing = """
        textformat A = -
        textformat.abc a = -
        textformat.123 1 = -
        textformat.size A = -
        textformat.alt A = -
        character A = -
        character.cursor.ibeam I = -
        bold B = -
        italic I = -
        underline U = -
        strikethrough S = -
        bold.italic.underline B = -
        text.alignleft ☰ = -
        text.aligncenter ☰ = -
        text.alignright ☰ = -
        text.justify ☰ = -
        text.quote ❝ = -
        text.cursor I = -
        text.word.spacing ↔ = -
        text.line.first.and.arrowtriangle.forward ☰ = -
        text.badge.plus ☰ = -
        text.badge.checkmark ☰ = -
        text.book.closed ⊟ = f
        paragraphsign ¶ = -
        increase.indent ⇥ = -
        decrease.indent ⇤ = -
        terminal › = f
        apple.terminal › = f
        chevron.left.slash.chevron.right ⟨ = -
        curlybraces { = cs
        curlybraces.square { = f
        parentheses ( = -
        ellipsis.curlybraces { = -
        number.square # = f
        hammer.circle ⚒ = f
        cursorarrow ⌖ = -
        cursorarrow.click ⌖ = -
        hand.point.up.braille ⠿ = f
        viewfinder ⌗ = c
        target ◎ = -
        scope ⌖ = -
        sidebar.left ◧ = -
        sidebar.right ◨ = -
        sidebar.leading ◧ = -
        sidebar.trailing ◨ = -
        square.and.line.vertical.and.square ◫ = f
        rectangle.3.group ▥ = f
        rectangle.grid.2x2 ⊞ = f
        rectangle.grid.1x2 ⊟ = f
        rectangle.grid.3x2 ▦ = f
        rectangle.on.rectangle ⧉ = -
        macwindow ▭ = -
        menubar.rectangle ▭ = -
        dock.rectangle ▭ = -
        square.and.arrow.up.circle ⇪ = f
        link.badge.plus ⛓ = -
        pin.circle ⚲ = f
        questionmark.app ? = f
        exclamationmark.arrow.triangle.2.circlepath ⟳ = -
        arrow.clockwise.icloud ☁ = f
        externaldrive.badge.icloud ⛁ = f
        """

    static let editingExact = """
        pencil.line ✎
        pencil.tip ✎
        pencil.slash ✎
        square.and.pencil.circle ✎
        square.and.pencil.circle.fill ✎
        eraser ⌫
        eraser.fill ⌫
        highlighter.fill ✎
        """
}
