struct Request { var `protocol`: String; var `extension`: String? }
func describe(_ r: Request) -> String {
    r.`protocol` + (r.`extension` ?? "")
}
let selfRef = Request.`self`
