struct Box { var inner: Box?; var value: Int }
func deep(_ b: Box?) -> Int? { b?.inner?.inner?.value }
func forced(_ b: Box?) -> Int { b!.value }
