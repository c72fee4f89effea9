let digits = #/\d+/#
let dateLike = #/(\d{4})-(\d{2})-(\d{2})/#
let spaced = #/
    (?<hour> \d{1,2}) : (?<minute> \d{2})   # a time
    /#
