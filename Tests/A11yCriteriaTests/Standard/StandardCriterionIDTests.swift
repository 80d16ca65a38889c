import A11yCriteria
import Testing

/// The names code uses for the standard criteria are ids the built-in library defines.
@Suite struct StandardCriterionIDTests {
  @Test func everyNameIsABuiltInStandardCriterion() {
    let library = BuiltInCatalog.sharedLibrary
    let missing = StandardCriterionID.all.filter { library.standardCriterion($0) == nil }
    #expect(missing.isEmpty, "no standard criterion with these ids: \(missing)")
    #expect(Set(StandardCriterionID.all).count == StandardCriterionID.all.count)
  }
}
