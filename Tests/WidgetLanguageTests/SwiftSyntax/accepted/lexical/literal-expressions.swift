func where_() -> String { "\(#file) \(#line) \(#column) \(#function)" }
func identity() -> String { #fileID + #filePath }
let dso = #dsohandle
