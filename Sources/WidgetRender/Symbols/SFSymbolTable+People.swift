extension SFSymbolTable {
    static let people = """
        person ☺ ☻ fcx
        person.crop.circle ☺ ☻ f
        person.crop.square ☺ ☻ f
        person.crop.rectangle ☺ ☻ f
        person.2 ☺ ☻ fcsx
        person.3 ☺ ☻ f
        person.badge.plus ☺ ☻ f
        person.badge.minus ☺ ☻ f
        person.badge.clock ☺ ☻ f
        person.badge.key ☺ ☻ f
        person.crop.circle.badge.checkmark ☺ ☻ f
        person.crop.circle.badge.xmark ☺ ☻ f
        person.crop.circle.badge.exclamationmark ☺ ☻ f
        person.crop.circle.badge.questionmark ☺ ☻ f
        person.text.rectangle ☺ ☻ f
        person.and.background.dotted ☺ = -
        person.wave.2 ☺ ☻ f
        person.line.dotted.person ☺ ☻ f
        person.bubble ☺ ☻ f
        person.icloud ☺ ☻ f
        person.fill.checkmark ☻ = -
        person.fill.xmark ☻ = -
        person.fill.questionmark ☻ = -
        person.2.wave.2 ☺ ☻ f
        person.3.sequence ☺ ☻ f
        person.2.crop.square.stack ☺ ☻ f
        person.and.arrow.left.and.arrow.right ☺ = -
        face.smiling ☺ ☻ f
        face.dashed ☺ ☻ f
        face.smiling.inverse ☻ = -
        eyes 👀 = -
        eyes.inverse 👀 = -
        mouth 👄 = f
        ear 👂 = f
        nose 👃 = f
        hand.point.up.left ☝ = f
        hand.draw ✍ = f
        hands.clap 👏 = f
        hands.sparkles 👐 = f
        hand.raised.fingers.spread ✋ = f
        hand.raised.square ✋ = f
        figure.stand ☺ = -
        figure.wave ☺ = -
        figure.child 🧒 = c
        figure.2.arms.open ☺ = -
        figure.and.child.holdinghands 👪 = -
        accessibility ♿ = f
        figure.roll ♿ = -
        """

    static let peopleExact = """
        person.circle ☺
        person.circle.fill ☻
        person.crop.circle.fill ☻
        person.2.circle ☺
        person.2.circle.fill ☻
        """

    static let fitness = """
        figure.walk 🚶 = c
        figure.walk.motion 🚶 = -
        figure.walk.arrival 🚶 = -
        figure.walk.departure 🚶 = -
        figure.run 🏃 = cs
        figure.hiking 🚶 = -
        figure.strengthtraining.traditional 💪 = -
        figure.strengthtraining.functional 💪 = -
        figure.cooldown 🧘 = -
        figure.mind.and.body 🧘 = -
        figure.yoga 🧘 = -
        figure.pilates 🧘 = -
        figure.dance 💃 = -
        figure.pool.swim 🏊 = -
        figure.open.water.swim 🏊 = -
        figure.indoor.cycle 🚴 = -
        figure.rower 🚣 = -
        figure.skiing.downhill 🎿 = -
        figure.snowboarding 🏂 = -
        figure.surfing 🏄 = -
        figure.climbing 🧗 = -
        figure.boxing 🥊 = -
        figure.soccer ⚽ = -
        figure.basketball 🏀 = -
        figure.tennis 🎾 = -
        figure.golf ⛳ = -
        figure.elliptical 🏃 = -
        figure.stair.stepper 🏃 = -
        figure.step.training 🏃 = -
        figure.core.training 🏃 = -
        figure.mixed.cardio 🏃 = -
        figure.highintensity.intervaltraining 🏃 = -
        figure.flexibility 🧘 = -
        figure.fall 🚶 = -
        figure.seated.side 🧘 = -
        heart.text.square ♥ = f
        heart.circle ♡ ♥ f
        bolt.heart ♥ = f
        waveform.path.ecg.rectangle ∿ = f
        heart.rectangle ♥ = f
        lungs.fill ⚕ = -
        dumbbell 💪 = f
        sportscourt ▭ = f
        soccerball ⚽ = -
        baseball ⚾ = f
        basketball 🏀 = f
        football 🏈 = f
        tennisball 🎾 = f
        volleyball 🏐 = f
        trophy.circle ♕ ♛ f
        medal.star ✪ = f
        flag.checkered ⚑ = -
        flag.checkered.2.crossed ⚑ = -
        stopwatch.circle ⏱ = -
        timer.square ⏲ = -
        carrot.fill 🥕 = -
        fork.knife.circle ⑂ = f
        takeoutbag ☕ = -
        drop.halffull ◆ = -
        bed.double.circle ⊓ = f
        """
}
