// MARK: - Models
struct Item {}
// TODO: add more fields
// FIXME: handle errors
#warning("This build is missing configuration")
// MARK: Helpers
func helper() {}
