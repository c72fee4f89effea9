/// A word as a user would type it into a POSIX shell: as it is when it holds
/// only safe characters, else in single quotes (`'my widget.widget'`).
enum ShellWord {
    static func quoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { scalar in
            (scalar.value < 128 && (scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar))))
                || "-_./=:@%+,".unicodeScalars.contains(scalar)
        }
        if safe, !word.isEmpty { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
