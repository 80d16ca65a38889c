import A11yCriteria

/// Maps a document's items onto the standard criteria and the shared profiles, so that import
/// writes criteria format 2 in the style of the built-in catalog instead of pasting the
/// document's sentences into steps.
///
/// - Role, state and name items set the facts of the experience's controls (a role key, state
///   keys, an example name); the standard criteria quote each profile's words from them.
/// - Focus keys, Space, Enter, swipe, double tap, group and text resize are their standard
///   criteria; Escape is `keyboard.escape`; "confined" is `focus.trap`, "moves into" is
///   `focus.enter`, "returns focus" is `focus.return`; "announced dynamically" is
///   `screen-reader.announcement`.
/// - Containers act on a control inside them, never on themselves (see ``ComponentKind``).
/// - Keys that are a condition ("When no interactive element is in the snackbar", "If close
///   button present") make an experience of their own.
/// - Negative items ("does not receive focus", "ignored") are a `screen-reader.hidden` test for
///   a decorative component and are left out and listed otherwise; "exempt" and optional
///   items ("should not be necessary") are left out and listed.
/// - Any other item is a free-form criterion whose steps come from the vocabulary; the
///   document's sentence is its checklist line.
///
/// The document's sentence of each item goes to the criterion's `sourceNotes`, never into a
/// step.
struct ComponentMapper {
  /// A standard criterion being assembled from one or more items.
  struct Use {
    var standard: String
    var id: String
    /// Experiences it applies to; nil for all.
    var experiences: [String]?
    var platforms: [String]?
    var parameters: [String: String] = [:]
    var variants: [(experience: String, parameters: [String: String])] = []
    var notes: [String] = []
  }

  let id: String
  let title: String
  let kind: ComponentKind
  let profiles: [PlatformProfile]
  /// The document's criteria read the older way, for their developer notes and checklist
  /// lines.
  let written: [Criterion]

  var experiences: [Experience]
  var sourceNotes: [String] = []
  var leftOut: [LeftOut] = []
  var tally = MappingTally()
  var uses: [Use] = []
  /// What each platform says differently, by standard criterion (see ``PlatformFacts``).
  var platformFacts: [String: [String: PlatformFacts]] = [:]
  /// The focus-key and role items mapped so far, to merge a repeated one per platform.
  var focusKeyItems: [ImportItem] = []
  var roleItems: [ImportItem] = []
  var freeForm: [(criterion: Criterion, notes: [String])] = []
  /// Experiences made from condition keys, which hold only their own criteria unless noted.
  var conditionExperiences: [String] = []
  /// Condition experiences with no interactive element: the criteria about controls and
  /// focus do not apply to them.
  var inertExperiences: [String] = []

  var element: String { "the " + title.lowercased() }
  var allPlatforms: [String] { profiles.map(\.id) }
  /// What opens a container and takes focus back when it closes.
  var opener: String { "the button that opened \(element)" }
  /// How a tester closes a container before focus returns: a close button, the way the sources
  /// name most often; a team corrects it where its container closes another way.
  var closeWith: String { "its close button" }

  /// An item as its source note quotes it: key and value.
  static func note(_ item: ImportItem) -> String { "\(item.key): \(item.value)" }

  init(
    id: String, title: String, experiences: [Experience], profiles: [PlatformProfile],
    written: [Criterion]
  ) {
    self.id = id
    self.title = title
    self.kind = ComponentKind.of(id: id, title: title)
    self.profiles = profiles
    self.written = written
    self.experiences = experiences
  }

  /// Maps every item, then the per-experience items of the developer notes.
  mutating func map(_ items: [ImportItem], experienceNotes: [DeveloperNotes.ExperienceNote])
    throws(MappingBug) -> ImportedComponentParts
  {
    setUpControls(items)
    for item in items { map(item) }
    mergeRepeatedItemsPerPlatform()
    readPlatformStates(items)
    let usedNotes = applyExperienceNotes(experienceNotes)
    candidateExperiences(items)
    finishConditionExperiences()
    separateFreeFormIDs()
    return ImportedComponentParts(
      experiences: experiences, criteria: try criteria(), sourceNotes: sourceNotes,
      leftOut: leftOut, tally: tally, experienceItemsUsed: usedNotes)
  }
}
