import SwiftUI

public enum NoteStyle {
    public static let accent = Color.orange
}
