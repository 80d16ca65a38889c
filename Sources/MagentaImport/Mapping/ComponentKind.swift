/// What sort of thing a component is, which decides what its criteria act on.
///
/// Containers (a modal, an alert dialog, a sheet, a menu, a snackbar, a tidbit, a table, a
/// webview, a carousel) are never activated themselves: their criteria act on the controls
/// inside and, for the modal ones, on focus moving in, staying in and returning.
public enum ComponentKind: Hashable, Sendable {
  case control
  /// `modal`: focus moves into it, stays inside while it is open and returns when it closes.
  case container(modal: Bool)
  /// Not announced at all: the only test is that the screen reader skips it.
  case decorative

  private static let modalWords: Set<String> = ["modal", "dialog", "sheet", "menu", "popover"]
  private static let containerWords: Set<String> = [
    "snackbar", "toast", "tidbit", "table", "webview", "carousel",
  ]

  /// The kind of a component, from its id and title words.
  public static func of(id: String, title: String) -> ComponentKind {
    let words = Set(KeyClassifier.words(of: id + " " + title))
    if words.contains("decorative") { return .decorative }
    // A table row button is a control inside a table, not the table.
    if words.contains("row") || words.contains("button") { return .control }
    if !words.isDisjoint(with: modalWords) { return .container(modal: true) }
    if !words.isDisjoint(with: containerWords) { return .container(modal: false) }
    return .control
  }

  public var isContainer: Bool {
    if case .container = self { return true }
    return false
  }
}
