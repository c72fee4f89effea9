//
//  ImageSource.swift
//  GalleryWidget
//
//  Seed 002: the entity a configuration picks, and its query, with the
//  write-up's `print` traces that show the order WidgetKit calls them in.
//

import AppIntents

struct ImageSource: AppEntity {
    let id: String
    let name: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Image"
    static var defaultQuery = ImageQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }
}

let imageSources = [
    ImageSource(id: "bird", name: "Bird"),
    ImageSource(id: "catfish", name: "Catfish"),
    ImageSource(id: "anime", name: "Anime")
]

struct ImageQuery: EntityQuery {
    func entities(for identifiers: [ImageSource.ID]) async throws -> [ImageSource] {
        print("DEBUG: goto entities \(String(describing: identifiers.first))")
        return imageSources.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [ImageSource] {
        print("DEBUG: goto suggestedEntities")
        return imageSources
    }

    func defaultResult() async -> ImageSource? {
        print("DEBUG: goto defaultResult")
        return try? await suggestedEntities().first
    }
}
