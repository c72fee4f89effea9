func zip3<A, B, C>(_ a: [A], _ b: [B], _ c: [C]) -> [(A, B, C)] {
    zip(zip(a, b), c).map { ($0.0, $0.1, $1) }
}
func convert<Input: Sequence, Output: RangeReplaceableCollection>(_ input: Input, to _: Output.Type) -> Output
    where Input.Element == Output.Element {
    Output(input)
}
