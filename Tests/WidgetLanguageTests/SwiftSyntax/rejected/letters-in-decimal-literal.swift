// Letters glued to a decimal number.
let size = 12px
