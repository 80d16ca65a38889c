import A11yCriteria

// Standard criteria assembled from the items, and the component's criteria in checklist
// order.
extension ComponentMapper {
  mutating func add(
    _ standard: String, note: String, item: ImportItem?, experiences scope: [String]? = nil,
    parameters: [String: String] = [:], id: String? = nil, counts: Bool = true
  ) {
    if counts, item != nil { tally.mapped += 1 }
    let id = id ?? standard
    let platforms = item?.platforms
    if let index = uses.firstIndex(where: { $0.id == id }) {
      uses[index].notes.append(note)
      uses[index].platforms = Self.union(uses[index].platforms, platforms, all: allPlatforms)
      uses[index].experiences = Self.union(
        uses[index].experiences, scope, all: experiences.map(\.id))
      uses[index].parameters.merge(parameters) { old, _ in old }
      return
    }
    uses.append(
      Use(
        standard: standard, id: id, experiences: scope, platforms: platforms,
        parameters: parameters, notes: [note]))
  }

  mutating func addVariant(
    _ standard: String, experience: String, parameters: [String: String], note: String
  ) {
    if let index = uses.firstIndex(where: { $0.id == standard }) {
      uses[index].variants.append((experience, parameters))
      uses[index].notes.append(note)
    } else {
      var use = Use(standard: standard, id: standard, notes: [note])
      use.variants = [(experience, parameters)]
      uses.append(use)
    }
  }

  mutating func addAnnouncement(_ item: ImportItem, experiences scope: [String]?) {
    let message = NameReader.examples(in: item.value).first ?? TextCleaner.capitalizingFirst(title)
    add(
      StandardCriterionID.screenReaderAnnouncement, note: Self.note(item), item: item,
      experiences: scope,
      parameters: [
        "message": message, "focusedElement": "the button that triggered \(element)",
      ])
  }

  /// Nil (everywhere) absorbs; otherwise the union, nil when it covers everything.
  static func union(_ lhs: [String]?, _ rhs: [String]?, all: [String]) -> [String]? {
    guard let lhs, let rhs else { return nil }
    let merged = Set(lhs + rhs)
    let ordered = all.filter(merged.contains)
    return ordered.count == all.count ? nil : ordered
  }

  mutating func leave(_ item: ImportItem, _ reason: String) {
    tally.leftOut += 1
    leftOut.append(LeftOut(item.mapping.id, reason, line: item.line))
  }

  /// Every criterion, in checklist order: keyboard, gestures, screen reader, focus, settings,
  /// design; document order within a group.
  ///
  /// - Throws: ``MappingBug`` when an item was mapped onto a standard criterion the shared
  ///   library does not have.
  func criteria() throws(MappingBug) -> [ImportedCriterion] {
    let library = BuiltInCatalog.sharedLibrary
    var entries: [(group: CriterionGroup, entry: ImportedCriterion)] = []
    for use in uses {
      let standard = try Self.standardCriterion(use.standard, in: library)
      let notes = written.first { $0.id == use.id || $0.id == use.standard }?.developerNotes ?? []
      let entry = StandardCriterionUse(
        standard: use.standard, id: use.id,
        applicability: Applicability(experiences: use.experiences, platforms: use.platforms),
        parameters: use.parameters.sorted { $0.key < $1.key }.map { Term($0.key, $0.value) },
        variants: use.variants.map { variant in
          ParameterVariant(
            applicability: Applicability(experiences: [variant.experience]),
            parameters: variant.parameters.sorted { $0.key < $1.key }.map {
              Term($0.key, $0.value)
            })
        },
        developerNotes: notes)
      if let facts = platformFacts[use.id], facts.values.contains(where: { !$0.isEmpty }),
        let written = PerPlatformCriterion.write(
          entry, facts: facts, component: componentForExpansion(), isContainer: kind.isContainer)
      {
        entries.append((standard.group, .freeForm(written, notes: use.notes)))
        continue
      }
      entries.append((standard.group, .standard(entry, notes: use.notes)))
    }
    for (criterion, notes) in freeForm {
      entries.append((criterion.group, .freeForm(criterion, notes: notes)))
    }
    let rank = Dictionary(
      uniqueKeysWithValues: CriterionGroup.allCases.enumerated().map { ($1, $0) })
    // Focus criteria in the order a tester meets them: the order on the screen, then focus
    // moving in, staying and returning.
    let focusRank = [
      StandardCriterionID.focusOrder: 0, StandardCriterionID.focusEnter: 1,
      StandardCriterionID.focusTrap: 2, StandardCriterionID.focusReturn: 3,
    ]
    func key(_ item: (offset: Int, element: (group: CriterionGroup, entry: ImportedCriterion)))
      -> (Int, Int, Int)
    {
      var standard = item.element.entry.id
      if case .standard(let use, _) = item.element.entry { standard = use.standard }
      return (rank[item.element.group] ?? 0, focusRank[standard] ?? 4, item.offset)
    }
    return entries.enumerated().sorted { key($0) < key($1) }.map(\.element.entry)
  }

  /// The component as it stands, for writing a standard criterion out.
  func componentForExpansion() -> Component {
    Component(
      id: id, title: title, experiences: experiences, platforms: profiles, criteria: [])
  }

  /// The standard criterion an item was mapped onto. Every id the mapper uses is one of
  /// ``StandardCriterionID``, so a miss is a bug in the import, never a fault of the document:
  /// it would otherwise drop a criterion already counted as mapped.
  static func standardCriterion(_ id: String, in library: SharedLibrary) throws(MappingBug)
    -> StandardCriterion
  {
    guard let standard = library.standardCriterion(id) else {
      throw MappingBug(Message.unknownStandardCriterion(id))
    }
    return standard
  }
}
