//
//  ToDo.swift
//  ToDoWidget
//
//  Seed 000 as its write-up shows it: the model, and the singleton that shares
//  the to-dos between the app and the widget.
//

import Foundation

struct ToDo: Identifiable {
    let id: String = UUID().uuidString
    var name: String
    var isDone: Bool = false
}

class SharedDatas {
    static let shared = SharedDatas()

    var toDos: [ToDo] = [
        .init(name: "Spor Gidiceksin"),
        .init(name: "Toplantiya Katil"),
        .init(name: "Kopegi Yuruyuse Cikar")
    ]
}
