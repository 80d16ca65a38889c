extension CriteriaLoader {
  /// The loader's diagnostics about the path it was given.
  enum Message {
    static let noSuchPath = "no such file or directory"

    static let notFileOrDirectory = "not a file or directory"

    static let noCriteriaFiles = "the directory holds no criteria files (*.json)"
  }
}
