// A closure signature without 'in'.
let double = { (x: Int) -> Int x * 2 }
