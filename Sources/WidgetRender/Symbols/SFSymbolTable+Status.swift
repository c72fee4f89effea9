extension SFSymbolTable {
    static let status = """
        checkmark ✓ ✔ csx
        xmark ✕ ✖ cs
        plus + = cs
        minus − = cs
        multiply × = cs
        divide ÷ = cs
        equal = = cs
        plusminus ± = cs
        lessthan < = cs
        greaterthan > = cs
        percent % = -
        exclamationmark ! = cs
        exclamationmark.2 ‼ = -
        exclamationmark.3 ‼ = -
        exclamationmark.triangle ⚠ = f
        exclamationmark.octagon ⚠ = f
        exclamationmark.shield ⛉ ⛊ f
        exclamationmark.bubble ❢ = fc
        questionmark ? = cs
        questionmark.diamond ◇ ◆ f
        info i = cs
        bell ⍾ = fcsx
        bell.badge ⍾ = f
        nosign ⊘ = -
        slash.circle ⊘ = f
        number # = cs
        at @ = cs
        asterisk * = cs
        staroflife ✱ = fc
        function ƒ = -
        sum ∑ = -
        infinity ∞ = c
        power ⏻ = cs
        togglepower ⏻ = -
        poweron ⏽ = -
        poweroff ⭘ = -
        lock 🔒 = fcsx
        lock.open 🔓 = f
        lock.shield ⛉ ⛊ f
        key ⚷ = f
        eye ◉ = fcsx
        eye.trianglebadge.exclamationmark ◉ = f
        hand.raised ✋ = fcsx
        hand.thumbsup 👍 = fcs
        hand.thumbsdown 👎 = fcs
        hand.wave 👋 = f
        hand.point.up ☝ = f
        hand.point.right ☞ = f
        hand.point.left ☜ = f
        hand.tap ☝ = f
        checklist ☑ = -
        checkmark.seal ✓ ✔ f
        checkmark.shield ⛉ ⛊ f
        xmark.seal ✕ ✖ f
        xmark.octagon ⊗ = f
        xmark.shield ⛉ ⛊ f
        bolt.shield ⛉ ⛊ f
        bolt.horizontal ϟ = fc
        bolt.badge.a ϟ = f
        ellipsis … = cs
        ellipsis.rectangle … = f
        trophy ♕ ♛ fc
        crown ♔ ♚ f
        medal ✪ = f
        rosette ✪ = -
        """

    static let statusExact = """
        checkmark.circle ✓
        checkmark.circle.fill ●
        checkmark.square ☑
        checkmark.square.fill ☑
        xmark.circle ⊗
        xmark.circle.fill ⊗
        xmark.square ☒
        xmark.square.fill ☒
        plus.circle ⊕
        plus.circle.fill ⊕
        plus.square ⊞
        plus.square.fill ⊞
        minus.circle ⊖
        minus.circle.fill ⊖
        minus.square ⊟
        minus.square.fill ⊟
        multiply.circle ⊗
        multiply.circle.fill ⊗
        multiply.square ⊠
        multiply.square.fill ⊠
        divide.circle ⨸
        divide.circle.fill ⨸
        equal.circle ⊜
        equal.circle.fill ⊜
        exclamationmark.circle ⓘ
        exclamationmark.circle.fill !
        info.circle ⓘ
        info.circle.fill ⓘ
        questionmark.circle ?
        questionmark.circle.fill ?
        at.circle ⓐ
        at.circle.fill ⓐ
        star.circle ✪
        star.circle.fill ✪
        ellipsis.circle ⋯
        ellipsis.circle.fill ⋯
        checkmark.rectangle ☑
        checkmark.rectangle.fill ☑
        xmark.rectangle ☒
        xmark.rectangle.fill ☒
        plus.rectangle ⊞
        plus.rectangle.fill ⊞
        plus.app ⊞
        plus.app.fill ⊞
        plus.viewfinder ⊞
        eye.slash ⊘
        eye.slash.fill ⊘
        eye.slash.circle ⊘
        eye.slash.circle.fill ⊘
        bell.slash ⍾
        bell.slash.fill ⍾
        lock.slash 🔒
        lock.slash.fill 🔒
        lock.open.rotation 🔓
        lock.rotation 🔒
        """
}
