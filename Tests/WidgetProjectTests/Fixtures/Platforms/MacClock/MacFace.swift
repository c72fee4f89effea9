func macCaption() -> String { "on a Mac" }
