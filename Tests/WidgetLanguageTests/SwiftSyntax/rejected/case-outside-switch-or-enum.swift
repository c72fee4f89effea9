// 'case' at the top level of a type that is not an enum.
struct Direction {
    case north
}
