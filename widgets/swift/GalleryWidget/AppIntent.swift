//
//  AppIntent.swift
//  GalleryWidget
//

import WidgetKit
import AppIntents
import SwiftData

struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Configuration"
    static var description = IntentDescription("This is an example widget.")

    @Parameter(title: "Pick a image")
    var imageSrc: ImageSource
}

@Model
final class Like {
    var imageId: String

    init(imageId: String) {
        self.imageId = imageId
    }
}

struct LikeImageIntent: AppIntent {
    static var title: LocalizedStringResource = "Like Image"

    @Parameter(title: "Image ID")
    var id: String

    init() {}

    init(id: String) {
        self.id = id
    }

    func perform() async throws -> some IntentResult {
        print("DEBUG: goto perform")
        let context = ModelContext(try ModelContainer(for: Like.self))
        context.insert(Like(imageId: id))
        try context.save()
        return .result()
    }
}
