// Two declarations on one line without a semicolon.
struct Point { var x = 0 var y = 0 }
