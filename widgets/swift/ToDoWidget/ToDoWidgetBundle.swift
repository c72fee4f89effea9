//
//  ToDoWidgetBundle.swift
//  ToDoWidget
//

import WidgetKit
import SwiftUI

@main
struct ToDoWidgetBundle: WidgetBundle {
    var body: some Widget {
        ToDoWidget()
    }
}
