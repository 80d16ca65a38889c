extension DriftDetector {
  /// The messages of drift items: short, lowercase, ending with the fix where there is one.
  enum Message {
    static let orphaned = "the file was generated, but no criteria generate it any more"
    static let noFeature = "the file has no Feature"
    static let featureMissing = "the feature file is missing"
    static let checklistMissing = "the checklist is missing"
    static let indexMissing = "the index is missing"
    static let lineDiffers = "a line differs"
    static let itemDiffers = "its item differs"
    static let itemMissing = "its item is missing"
    static let headerDiffers = "the generated header differs (fix: regenerate)"
    static let byteOrderMark = "the file starts with a byte order mark (fix: regenerate)"

    static func notCanonical(fix path: String) -> String {
      "the file is not in the canonical layout (fix: a11y-gherkin fmt \(path))"
    }
  }
}
