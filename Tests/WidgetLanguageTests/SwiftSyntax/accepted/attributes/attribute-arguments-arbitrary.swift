@Attr struct A {}
@Attr() struct B {}
@Attr(1) struct C {}
@Attr(x: 1, y: "two") struct D {}
@Attr(.member, [1, 2], ["k": 3], (4, 5)) struct E {}
@Attr({ $0 + 1 }, \Self.x, #line, Int.self) struct F {}
@Module.Attr struct G {}
@Attr<Int> struct H {}
@Attr(
    nested: Other(value: 1),
    closure: { print("hi") }
) struct I {}
