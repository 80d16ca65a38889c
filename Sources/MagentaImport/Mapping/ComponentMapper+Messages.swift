extension ComponentMapper {
  /// The mapper's texts: its bug reports, and the source notes and left-out reasons it writes
  /// into the imported component.
  enum Message {
    static func unknownStandardCriterion(_ id: String) -> String {
      "an item was mapped onto '\(id)', which is no standard criterion of the shared library"
    }
  }
}
