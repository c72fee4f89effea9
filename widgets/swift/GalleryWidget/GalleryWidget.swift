//
//  GalleryWidget.swift
//  GalleryWidget
//

import WidgetKit
import SwiftUI
import SwiftData

struct Provider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ImageEntry {
        ImageEntry(date: Date(), imageSrc: ImageSource(id: "choose", name: "Choose"), likes: 0)
    }

    func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> ImageEntry {
        ImageEntry(date: Date(), imageSrc: configuration.imageSrc, likes: 0)
    }

    func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<ImageEntry> {
        print("DEBUG: goto timeline")
        let id = configuration.imageSrc.id
        let context = ModelContext(try! ModelContainer(for: Like.self))
        let likes = (try? context.fetchCount(FetchDescriptor<Like>(predicate: #Predicate { $0.imageId == id }))) ?? 0
        let entry = ImageEntry(date: Date(), imageSrc: configuration.imageSrc, likes: likes)
        return Timeline(entries: [entry], policy: .atEnd)
    }
}

struct ImageEntry: TimelineEntry {
    let date: Date
    let imageSrc: ImageSource
    let likes: Int
}

func symbolName(for id: String) -> String {
    switch id {
    case "bird":
        return "bird.fill"
    case "catfish":
        return "fish.fill"
    case "anime":
        return "sparkles"
    default:
        return "photo"
    }
}

struct GalleryWidgetEntryView: View {
    var entry: Provider.Entry

    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: symbolName(for: entry.imageSrc.id))
                .font(.largeTitle)
                .foregroundStyle(.orange)
            Text(entry.imageSrc.name)
                .font(.headline)
                .lineLimit(1)
            Button(intent: LikeImageIntent(id: entry.imageSrc.id)) {
                Label {
                    Text("\(entry.likes)")
                        .font(.footnote)
                } icon: {
                    Image(systemName: entry.likes > 0 ? "heart.fill" : "heart")
                        .foregroundStyle(.pink)
                }
            }
            .buttonStyle(.plain)
        }
    }
}

struct GalleryWidget: Widget {
    let kind: String = "GalleryWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: ConfigurationAppIntent.self, provider: Provider()) { entry in
            GalleryWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Gallery")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

@main
struct GalleryWidgetBundle: WidgetBundle {
    var body: some Widget {
        GalleryWidget()
    }
}

#Preview(as: .systemSmall) {
    GalleryWidget()
} timeline: {
    ImageEntry(date: .now, imageSrc: ImageSource(id: "bird", name: "Bird"), likes: 0)
    ImageEntry(date: .now, imageSrc: ImageSource(id: "catfish", name: "Catfish"), likes: 3)
}
