/// A UI framework of a platform (UIKit, SwiftUI, Android Views, Jetpack Compose) and the
/// developer notes that hold for every criterion.
public struct Framework: Hashable, Sendable {
  /// A slug, the key criteria use for their notes on this framework.
  public var id: String
  public var name: String
  public var notes: [String]

  public init(id: String, name: String, notes: [String] = []) {
    self.id = id
    self.name = name
    self.notes = notes
  }
}
