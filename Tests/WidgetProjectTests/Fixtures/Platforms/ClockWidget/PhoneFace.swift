func phoneCaption() -> String { "on a phone" }
