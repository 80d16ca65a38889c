import A11yCriteria

/// Makes one criterion of a document's `Key: value` item: its id and group from the key, the
/// platforms it applies to, its wording and its WCAG success criteria.
///
/// WCAG references follow the built-in catalog for the shared keys, and a default per group
/// for the others:
///
/// | criterion | WCAG |
/// | --- | --- |
/// | `keyboard.focus` | 2.1.1, 2.4.7 |
/// | `keyboard.space`, `keyboard.enter`, any other keyboard key | 2.1.1 |
/// | `gesture.swipe`, `gesture.double-tap`, any other gesture | 4.1.2 |
/// | `screen-reader.name` | 4.1.2, 1.1.1 |
/// | `screen-reader.role`, `screen-reader.state`, any other screen-reader key | 4.1.2 |
/// | `screen-reader.group` | 1.3.1 |
/// | `settings.text-resize`, any other setting | 1.4.4 |
/// | `focus.*` (keys about focus outside the keyboard group) | 2.4.3 |
public enum CriterionMapper {
  /// The criterion for an item whose key maps to `mapping`.
  ///
  /// - Parameters:
  ///   - value: the item's value, cleaned; not "n/a" and not empty.
  ///   - platforms: the profiles the component ships on.
  public static func criterion(
    _ mapping: KeyMapping, value: String, platforms scope: [String]?,
    profiles: [PlatformProfile]
  ) -> Criterion {
    let read = PlatformScope.read(value: value)
    let wording = WordingBuilder.wording(
      for: mapping, value: value, stepValue: read.text, platforms: profiles)
    return Criterion(
      id: mapping.id, group: mapping.group, applicability: Applicability(platforms: scope),
      wcag: wcag(for: mapping), wording: wording)
  }

  /// The WCAG 2.2 success criteria a criterion refers to.
  public static func wcag(for mapping: KeyMapping) -> [String] {
    switch mapping.known {
    case .focusKeys: ["2.1.1", "2.4.7"]
    case .space, .enter: ["2.1.1"]
    case .swipe, .doubleTap: ["4.1.2"]
    case .name: ["4.1.2", "1.1.1"]
    case .role, .state: ["4.1.2"]
    case .group: ["1.3.1"]
    case .textResize: ["1.4.4"]
    case nil:
      switch mapping.group {
      case .keyboard: ["2.1.1"]
      case .gestures, .screenReader: ["4.1.2"]
      case .settings: ["1.4.4"]
      case .focus: ["2.4.3"]
      case .design: ["3.3.8"]
      }
    }
  }
}
