import WidgetLanguage

/// The C library's `srand48`, `drand48`, `lrand48` and `mrand48`: the 48-bit linear congruential generator
/// of POSIX (x ← (0x5DEECE66D · x + 0xB) mod 2⁴⁸), whose numbers are the same on every system for a seed,
/// so a program that seeds it draws what it draws under the compiler. Its state is the run's (`Interpreter.random48`),
/// from the C library's initial value until `srand48` seeds it.
enum CRandom48 {
    /// The GNU C library's initial state (the reference here; Apple's starts from POSIX's 0x1234ABCD330E).
    static let initialState: UInt64 = 0
    static let mask: UInt64 = (1 << 48) - 1

    static func next(_ state: inout UInt64) -> UInt64 {
        state = (0x5_DEEC_E66D &* state &+ 0xB) & mask
        return state
    }

    static func register(in registry: inout BuiltinRegistry) {
        registry.register(function: BuiltinCallable("srand48", ["_:Int"], result: .void, note: "seeds the run's generator") { i, args, r in
            let seed = try i.int(args.first?.value, r)
            i.random48 = (UInt64(UInt32(truncatingIfNeeded: seed)) << 16) | 0x330E
            return .null
        })
        registry.register(function: BuiltinCallable("drand48", [""], result: .double, note: "the next number in [0, 1) of the run's generator") { i, _, _ in
            .double(Double(next(&i.random48)) / Double(UInt64(1) << 48))
        })
        registry.register(function: BuiltinCallable("lrand48", [""], result: .int, note: "the next number in [0, 2³¹) of the run's generator") { i, _, _ in
            .int(Int(next(&i.random48) >> 17))
        })
        registry.register(function: BuiltinCallable("mrand48", [""], result: .int, note: "the next number in [-2³¹, 2³¹) of the run's generator") { i, _, _ in
            .int(Int(Int32(truncatingIfNeeded: next(&i.random48) >> 16)))
        })
    }
}
