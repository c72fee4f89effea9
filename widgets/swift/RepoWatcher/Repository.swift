//
//  Repository.swift
//  RepoWatcher
//
//  Seed 004: the GitHub API's repository, decoded with .convertFromSnakeCase
//  (no CodingKeys), and the dummy data the placeholder shows.
//

import Foundation

struct Repository: Decodable {
    let name: String
    let owner: Owner
    let hasIssues: Bool
    let forks: Int
    let watchers: Int
    let openIssues: Int
    let pushedAt: String

    static let placeholder = Repository(name: "Your Repo",
                                        owner: Owner(avatarUrl: ""),
                                        hasIssues: true, forks: 65,
                                        watchers: 123,
                                        openIssues: 55,
                                        pushedAt: "2024-12-04T05:22:15Z"
                                        )
}

struct Owner: Decodable {
    let avatarUrl: String
}
