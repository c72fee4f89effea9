var counter = 0
var optionalName: String?
var values: [Int] = [] 
private(set) var readOnlyOutside = 0
public private(set) var publicReadOnly = ""
var r = 0, g = 0, b = 0
var width, height: Double
var label: String = "x", size: Int = 3
