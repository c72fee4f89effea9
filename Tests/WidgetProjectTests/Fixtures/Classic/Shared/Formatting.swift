import Foundation

/// Referenced from the project's folder (SOURCE_ROOT).
func degreesText(_ degrees: Int) -> String {
    "\(degrees)°"
}
