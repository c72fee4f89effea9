// 'import' with no module.
import
struct Model {}
