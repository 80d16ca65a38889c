import A11yCriteria
import Testing

@testable import MagentaImport

/// The mapper's guards: what its own code must never reach, whatever the document says.
@Suite struct ComponentMapperTests {
  static func conditionItem() throws -> ImportItem {
    let key = "If close button present"
    let mapping = try #require(KeyClassifier.classify(key, filedUnder: .screenReader))
    return ImportItem(
      key: key, mapping: mapping, value: "Focus returns to the close button", platforms: nil,
      line: 3)
  }

  /// An id the library does not have is a bug reported as such, not a criterion dropped after
  /// it was counted as mapped.
  @Test func anUnknownStandardCriterionIsABug() {
    #expect(throws: MappingBug(ComponentMapper.Message.unknownStandardCriterion("focus.nowhere"))) {
      try ComponentMapper.standardCriterion("focus.nowhere", in: SharedLibrary())
    }
    let known = try? ComponentMapper.standardCriterion(
      StandardCriterionID.focusReturn, in: BuiltInCatalog.sharedLibrary)
    #expect(known?.id == StandardCriterionID.focusReturn)
  }

  /// A condition key with no experience to copy makes its experience from the component itself.
  @Test func aConditionWithNoExperiencesStartsFromTheComponent() throws {
    var mapper = ComponentMapper(
      id: "snackbar", title: "Snackbar", experiences: [],
      profiles: BuiltInCatalog.sharedLibrary.profiles.filter {
        PlatformScope.order.contains($0.id)
      },
      written: [])
    let parts = try mapper.map([try Self.conditionItem()], experienceNotes: [])
    let experience = try #require(parts.experiences.first)
    #expect(parts.experiences.map(\.id) == ["close-button-present"])
    #expect(experience.interactiveElement == "the snackbar")
    #expect(experience.controls.map(\.element) == ["the close button"])
    #expect(parts.criteria.map(\.id).contains(StandardCriterionID.focusReturn))
  }
}
