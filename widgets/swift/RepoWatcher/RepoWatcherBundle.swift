//
//  RepoWatcherBundle.swift
//  RepoWatcher
//

import WidgetKit
import SwiftUI

@main
struct RepoWatcherBundle: WidgetBundle {
    var body: some Widget {
        RepoWatcherWidget()
    }
}
