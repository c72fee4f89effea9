extension SFSymbolTable {
    static let media = """
        play ▷ ▶ fcsx
        pause ⏸ = fcs
        stop □ ■ fc
        playpause ⏯ = fc
        record.circle ⏺ = f
        forward ⏩ = fc
        backward ⏪ = fc
        forward.end ⏭ = fc
        backward.end ⏮ = fc
        forward.end.alt ⏭ = f
        backward.end.alt ⏮ = f
        forward.frame ⏭ = f
        backward.frame ⏮ = f
        goforward ↻ = -
        gobackward ↺ = -
        goforward.10 ↻ = -
        goforward.15 ↻ = -
        goforward.30 ↻ = -
        gobackward.10 ↺ = -
        gobackward.15 ↺ = -
        gobackward.30 ↺ = -
        shuffle ⤨ = cs
        repeat ↻ = cs
        repeat.1 ↻ = cs
        infinity.circle ∞ = f
        music.note ♪ = -
        music.note.list ♫ = -
        music.quarternote.3 ♫ = -
        music.mic ♪ = c
        music.note.house ♪ = f
        music.note.tv ♪ = f
        speaker 🔈 = fx
        speaker.wave.1 🔉 = f
        speaker.wave.2 🔉 = fc
        speaker.wave.3 🔊 = f
        speaker.zzz 🔈 = f
        speaker.circle 🔈 = f
        speaker.square 🔈 = f
        mic 🎤 = fcsx
        headphones 🎧 = c
        hifispeaker ⊡ = f
        hifispeaker.2 ⊡ = f
        radio ⊡ = f
        guitars 🎸 = f
        pianokeys 🎹 = -
        tv ▭ = fc
        tv.and.mediabox ▭ = f
        film ▤ = fc
        film.stack ▤ = f
        photo ▨ = fc
        photo.on.rectangle ▨ = -
        photo.stack ▨ = f
        photo.artframe ▨ = -
        camera ⌷ = fcx
        camera.viewfinder ⌗ = -
        video ▶ = fcx
        video.badge.plus ▶ = f
        waveform ∿ = cx
        waveform.path ∿ = -
        waveform.path.ecg ∿ = -
        waveform.badge.mic ∿ = -
        livephoto ◎ = x
        captions.bubble ❝ = f
        quote.opening ❝ = -
        quote.closing ❞ = -
        airplayaudio ⏏ = -
        airplayvideo ⏏ = -
        dial.low ◔ = f
        dial.medium ◑ = f
        dial.high ◕ = f
        metronome ⧍ = f
        """

    static let mediaExact = """
        play.circle ▷
        play.circle.fill ▶
        pause.circle ⏸
        pause.circle.fill ⏸
        stop.circle ◼
        stop.circle.fill ◼
        play.rectangle ▷
        play.rectangle.fill ▶
        play.square.stack ▷
        play.tv ▷
        play.tv.fill ▶
        speaker.slash 🔇
        speaker.slash.fill 🔇
        speaker.slash.circle 🔇
        speaker.slash.circle.fill 🔇
        speaker.wave.2.circle 🔉
        speaker.wave.2.circle.fill 🔉
        speaker.wave.3.fill 🔊
        music.note.list ♫
        """

    static let devices = """
        iphone ▯ = x
        ipad ▭ = -
        ipad.landscape ▭ = -
        applewatch ◫ = x
        airpods ⁐ = -
        airpodspro ⁐ = -
        laptopcomputer ⌨ = -
        desktopcomputer ▭ = -
        display ▭ = -
        display.2 ▭ = -
        macpro.gen3 ▥ = -
        macmini ▬ = f
        keyboard.badge.ellipsis ⌨ = -
        computermouse ⌾ = f
        printer ⎙ = f
        scanner ⎙ = f
        externaldrive ⛁ = f
        internaldrive ⛁ = f
        opticaldiscdrive ⊙ = f
        server.rack ☰ = -
        cpu ▦ = f
        memorychip ▤ = f
        battery.100.bolt ϟ = -
        battery.100percent.bolt ϟ = -
        battery.75percent.bolt ϟ = -
        battery.50percent.bolt ϟ = -
        battery.25percent.bolt ϟ = -
        powerplug ⏚ = f
        cable.connector ⏚ = -
        lightbulb ⚲ = fcx
        lightbulb.max ⚲ = f
        lightbulb.min ⚲ = f
        lightbulb.2 ⚲ = f
        lightbulb.led ⚲ = f
        lightbulb.2 ⚲ = f
        lamp.desk ⚲ = f
        wifi ⌔ = cs
        wifi.slash ⊘ = -
        wifi.exclamationmark ⌔ = -
        wifi.router ⌔ = f
        antenna.radiowaves.left.and.right ⌔ = cx
        cellularbars ▂ = -
        personalhotspot ⛓ = c
        network ⌘ = -
        network.badge.shield.half.filled ⌘ = -
        link ⛓ = cx
        qrcode ▦ = -
        qrcode.viewfinder ▦ = -
        barcode ▥ = -
        barcode.viewfinder ▥ = -
        sensor ⦿ = f
        homepod ⬮ = f
        homepodmini ⬮ = f
        gamecontroller ⌨ = f
        headphones.circle 🎧 = f
        simcard ▯ = f
        sdcard ▯ = f
        icloud ☁ = fcx
        icloud.and.arrow.up ☁ = f
        icloud.and.arrow.down ☁ = f
        bolt.car ϟ = f
        bolt.batteryblock ϟ = f
        """

    static let communication = """
        envelope ✉ = fcs
        envelope.open ✉ = f
        envelope.badge ✉ = f
        mail ✉ = f
        mail.stack ✉ = f
        phone ✆ = fcsx
        phone.arrow.up.right ✆ = f
        phone.arrow.down.left ✆ = f
        phone.badge.plus ✆ = f
        phone.down ✆ = fc
        message ✉ = fc
        message.badge ✉ = f
        bubble ❝ = f
        bubble.left 💬 = fc
        bubble.right 💬 = fc
        bubble.middle.bottom 💬 = f
        bubble.left.and.bubble.right 💬 = f
        bubble.left.and.text.bubble.right 💬 = f
        ellipsis.bubble 💬 = f
        text.bubble 💬 = f
        quote.bubble ❝ = f
        exclamationmark.bubble.circle ❢ = f
        paperplane ➢ ➣ fc
        tray ⊔ = f
        tray.full ⊔ = f
        tray.2 ⊔ = f
        tray.and.arrow.down ⊔ = f
        tray.and.arrow.up ⊔ = f
        archivebox ⊟ = f
        paperclip ⌇ = c
        person.crop.circle.badge.plus ☺ = f
        video.bubble ▶ = f
        teletype ⌨ = c
        megaphone ⊲ = f
        antenna.radiowaves.left.and.right.circle ⌔ = f
        shareplay ⦿ = -
        at.badge.plus @ = -
        """
}
