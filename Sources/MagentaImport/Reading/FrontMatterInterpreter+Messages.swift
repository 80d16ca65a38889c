extension FrontMatterInterpreter {
  /// The front matter interpreter's warnings: short, lowercase, quoting what the document says.
  enum Message {
    static func givenAgain(_ key: String, firstLine: Int) -> String {
      "'\(key)' is given again (first on line \(firstLine)); the first is kept"
    }

    static func unindentedKey(_ key: String, group: String, map: String) -> String {
      "'\(key)' is not indented under a group; read as a \(group) key of '\(map)'"
    }

    static func unindentedPart(_ key: String, map: String) -> String {
      "'\(key)' is not indented under a group; read as part of '\(map)' above it"
    }

    static func holdsNoKeys(_ key: String) -> String {
      "'\(key)' holds no keys"
    }

    static func notText(_ key: String) -> String {
      "'\(key)' holds a map or a list, not text; left out"
    }

    static func notAMap(_ key: String) -> String {
      "'\(key)' should map keys to text; left out"
    }
  }
}
