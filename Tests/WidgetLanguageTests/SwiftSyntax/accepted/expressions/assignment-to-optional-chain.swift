final class Box { var value = 0; var child: Box? }
func assign(_ b: Box?) {
    b?.child?.value = 5
    b?.value += 1
    (b?.child)?.value = 2
}
