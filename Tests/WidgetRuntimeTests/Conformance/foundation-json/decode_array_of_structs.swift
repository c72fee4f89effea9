import Foundation

struct ArrayTodo: Decodable {
    let title: String
    let done: Bool
}

func run() {
    let json = #"[{"title": "Gym", "done": true}, {"title": "Email", "done": false}, {"title": "Read", "done": false}]"#
    let todos = try! JSONDecoder().decode([ArrayTodo].self, from: Data(json.utf8))
    print(todos.count)
    for todo in todos {
        print(todo.done ? "[x]" : "[ ]", todo.title)
    }
    print(todos.filter { !$0.done }.map(\.title))
}
