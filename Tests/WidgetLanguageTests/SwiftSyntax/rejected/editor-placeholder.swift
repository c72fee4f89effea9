// A placeholder an Xcode template leaves for the author to fill.
struct Entry { let value: Int }
let entry = Entry(value: <#Int#>)
