// A property wrapper named by a type nested in a generic type: `FocusState<Value>.Binding`.
import SwiftUI

struct EditorFocus {
    enum Field: Hashable { case title, body }
    @FocusState<Field?>.Binding var focused: Field?
    @SwiftUI.FocusState<Bool>.Binding var isEditing: Bool
}
