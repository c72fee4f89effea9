let yes = true
let no = false
let nothing: Int? = nil
func toggle(_ flag: Bool) -> Bool { flag == true ? false : true }
