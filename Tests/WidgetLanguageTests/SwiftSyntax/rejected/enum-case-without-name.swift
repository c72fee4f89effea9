// 'case' in an enum with no name.
enum Direction {
    case north
    case
}
