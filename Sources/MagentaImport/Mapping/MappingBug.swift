/// A state the mapping's own code should never reach, whatever the document says: reported as
/// a bug in the import, not as a fault of the document.
struct MappingBug: Error, Equatable {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
