func wildcards(_ pair: (Int, Int), _ list: [Int]) -> Int {
    let (_, second) = pair
    for _ in list {}
    switch pair { case (_, _): break }
    _ = list.map { _ in 0 }
    return second
}
