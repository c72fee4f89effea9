extension SFSymbolTable {
    static let weather = """
        sun.max ☼ ☀ fcs
        sun.min ☼ ☀ fc
        sun.horizon ☀ = fc
        sun.haze ☀ = fc
        sun.dust ☀ = fc
        sun.rain ☂ = fc
        sun.snow ❄ = fc
        sunrise ☀ = fc
        sunset ☀ = fc
        sunrise.circle ☀ = f
        moon ☾ = fcs
        moon.stars ☾ = fc
        moon.zzz ☾ = f
        moon.haze ☾ = fc
        moon.dust ☾ = f
        moonphase.new.moon ● = -
        moonphase.waxing.crescent ☽ = -
        moonphase.first.quarter ◐ = -
        moonphase.waxing.gibbous ◐ = -
        moonphase.full.moon ○ = -
        moonphase.waning.gibbous ◑ = -
        moonphase.last.quarter ◑ = -
        moonphase.waning.crescent ☾ = -
        cloud ☁ = fcs
        cloud.drizzle ☂ = fc
        cloud.rain ☂ = fc
        cloud.heavyrain ☂ = fc
        cloud.fog ≋ = fc
        cloud.hail ❄ = fc
        cloud.snow ❄ = fc
        cloud.sleet ❄ = fc
        cloud.bolt ☇ = fc
        cloud.bolt.rain ☈ = fc
        cloud.sun ⛅ = fc
        cloud.sun.rain ☂ = fc
        cloud.sun.bolt ☈ = fc
        cloud.moon ☁ = fc
        cloud.moon.rain ☂ = fc
        cloud.moon.bolt ☈ = fc
        cloud.rainbow.half ◠ = f
        smoke ≋ = f
        wind ≋ = c
        wind.snow ❄ = c
        wind.circle ≋ = f
        snowflake ❄ = cx
        tornado § = c
        tropicalstorm 🌀 = c
        hurricane 🌀 = c
        thermometer ℃ = -
        thermometer.low ℃ = -
        thermometer.medium ℃ = x
        thermometer.high ℃ = -
        thermometer.sun ℃ = f
        thermometer.snowflake ℃ = c
        thermometer.variable.and.figure ℃ = c
        thermometer.transmission ℃ = -
        humidity ≈ = f
        drop ◇ ◆ fcx
        drop.triangle ◇ ◆ f
        drop.degreesign ◇ ◆ f
        umbrella ☂ = f
        umbrella.percent ☂ = f
        rainbow ◠ = -
        aqi.low ≋ = -
        aqi.medium ≋ = -
        aqi.high ≋ = -
        water.waves ≈ = x
        water.waves.and.arrow.up ≈ = -
        water.waves.and.arrow.down ≈ = -
        barometer ◔ = -
        gauge.with.needle ◔ = f
        gauge.open.with.lines.needle.33percent ◔ = -
        gauge.open.with.lines.needle.67percent.and.arrowtriangle ◕ = -
        gauge.medium ◔ = -
        gauge.low ◔ = -
        gauge.high ◕ = -
        gauge ◔ = -
        speedometer ◔ = -
        gauge.with.dots.needle.0percent ◔ = -
        gauge.with.dots.needle.33percent ◔ = -
        gauge.with.dots.needle.50percent ◔ = -
        gauge.with.dots.needle.67percent ◕ = -
        gauge.with.dots.needle.100percent ◕ = -
        gauge.with.dots.needle.bottom.0percent ◔ = -
        gauge.with.dots.needle.bottom.50percent ◔ = -
        gauge.with.dots.needle.bottom.100percent ◕ = -
        sparkles.rectangle.stack ✦ = f
        """

    static let weatherExact = """
        cloud.heavyrain.fill ☔
        cloud.snow.circle ❄
        thermometer.and.liquid.waves ℃
        sun.max.trianglebadge.exclamationmark ☀
        """

    static let nature = """
        leaf ❦ = fcs
        leaf.arrow.circlepath ❦ = -
        tree ♣ = fc
        tree.circle ♣ = f
        camera.macro ❀ = c
        laurel.leading ❦ = -
        laurel.trailing ❧ = -
        globe ◍ = -
        globe.americas ◍ = f
        globe.europe.africa ◍ = f
        globe.asia.australia ◍ = f
        globe.central.south.asia ◍ = f
        mountain.2 ⛰ = fc
        flame ♨ = fcs
        flame.circle ♨ = f
        sparkle.magnifyingglass ✦ = -
        atom ⚛ = -
        bird 🐦 = fc
        fish 🐟 = fc
        pawprint 🐾 = fc
        hare 🐇 = fc
        tortoise 🐢 = fc
        ant 🐜 = fc
        ladybug 🐞 = fc
        dog 🐕 = fc
        cat 🐈 = fc
        lizard 🦎 = fc
        bird.circle 🐦 = f
        teddybear 🧸 = f
        carrot 🥕 = f
        """
}
