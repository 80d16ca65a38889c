import A11yCriteria

/// What ``ComponentMapper`` gives back.
struct ImportedComponentParts {
  var experiences: [Experience]
  var criteria: [ImportedCriterion]
  var sourceNotes: [String]
  var leftOut: [LeftOut]
  var tally: MappingTally
  var experienceItemsUsed: Int
}
