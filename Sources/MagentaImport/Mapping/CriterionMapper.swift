import A11yCriteria

/// Makes one criterion of a document's `Key: value` item as the document states it: its id and
/// group from the key, the platforms it applies to, its checklist line and its WCAG success
/// criteria. Developer notes attach to these criteria by topic; the criteria file holds what
/// ``ComponentMapper`` makes of the items, and takes from these only the notes and, for a
/// free-form criterion, the checklist line.
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
  /// The criterion for an item whose key maps to `mapping`: the document's checklist line and
  /// no steps.
  ///
  /// - Parameters:
  ///   - value: the item's value, cleaned; not "n/a" and not empty.
  ///   - platforms: the platforms the item applies to; nil for all.
  public static func criterion(_ mapping: KeyMapping, value: String, platforms scope: [String]?)
    -> Criterion
  {
    Criterion(
      id: mapping.id, group: mapping.group, applicability: Applicability(platforms: scope),
      wcag: wcag(for: mapping),
      wording: Wording(
        title: TextCleaner.collapsingWhitespace(mapping.display.replacing(",", with: "")),
        checklist: ChecklistLine.line(for: mapping, value: value),
        given: [], when: "", then: []))
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
