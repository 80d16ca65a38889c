import A11yCriteria

// Keys a document gives more than once, merged per platform or kept apart.
extension ComponentMapper {
  /// What a repeated key does with the criterion of the items before it.
  enum RepeatHandling: Equatable {
    /// The first item of its criterion.
    case first
    /// Given for other platforms ("Tab or arrow keys: … on iOS" after "Tab, arrow keys or
    /// ctl+tab: … on Android") or adding to the first item ("Role: … (iOS)"): one criterion,
    /// each platform with the words of its own items.
    case perPlatform
    /// Focus keys given again for the same platforms ("Arrow keys: Navigate through group"):
    /// a criterion of its own.
    case separate
  }

  /// How `item` joins the earlier items of its criterion.
  static func repeatHandling(_ item: ImportItem, after earlier: [ImportItem]) -> RepeatHandling {
    guard !earlier.isEmpty else { return .first }
    guard item.mapping.known == .focusKeys else { return .perPlatform }
    let overlaps = earlier.contains { other in
      guard let mine = item.platforms, let theirs = other.platforms else { return true }
      return !Set(mine).isDisjoint(with: theirs)
    }
    return overlaps ? .separate : .perPlatform
  }

  /// A repeated focus-key item as a criterion of its own, named by its key
  /// (`keyboard.arrow-keys`).
  static func separated(_ item: ImportItem) -> ImportItem {
    var result = item
    let words = KeyClassifier.words(of: item.mapping.text)
    result.mapping = KeyMapping(
      id: "keyboard." + words.joined(separator: "-"), group: .keyboard, known: nil,
      platforms: item.mapping.platforms, display: KeyClassifier.display(of: item.mapping.text),
      text: item.mapping.text)
    return result
  }

  /// Focus keys and roles given once per platform: each platform keeps its own keys, and a
  /// role a later item gives on one platform is tested there.
  mutating func mergeRepeatedItemsPerPlatform() {
    let standardKeys =
      BuiltInCatalog.sharedLibrary.standardCriterion(StandardCriterionID.keyboardFocus)?.wording
      .examples?.rows
      .compactMap(\.first) ?? []
    if focusKeyItems.count > 1 {
      var keys: [String: [String]] = [:]
      for item in focusKeyItems {
        for platform in item.platforms ?? allPlatforms {
          for key in KeyClassifier.focusKeys(in: item.key)
          where !(keys[platform]?.contains(key) ?? false) {
            keys[platform, default: []].append(key)
          }
        }
      }
      if keys.values.contains(where: { Set($0) != Set(standardKeys) }) {
        var described: [String] = []
        for profile in profiles {
          guard let own = keys[profile.id] else { continue }
          let ordered =
            standardKeys.filter(own.contains) + own.filter { !standardKeys.contains($0) }
          platformFacts[StandardCriterionID.keyboardFocus, default: [:]][
            profile.id, default: PlatformFacts()
          ]
          .focusKeys = ordered
          described.append("\(profile.name) \(ordered.joined(separator: ", "))")
        }
        sourceNotes.append(
          Message.ownFocusKeys(described)
        )
      }
    }
    for item in roleItems.dropFirst() {
      let clauses = PlatformClauses.split(item.value)
      for profile in profiles {
        guard item.platforms?.contains(profile.id) ?? true, clauses[profile.id] != nil else {
          continue
        }
        let reading = RoleReader.read(
          clauses[profile.id] ?? item.value, title: title, profiles: [profile])
        guard let role = reading.role,
          !experiences.contains(where: { $0.controls.contains { $0.role == role } })
        else { continue }
        platformFacts[StandardCriterionID.screenReaderRole, default: [:]][
          profile.id, default: PlatformFacts()
        ]
        .role = role
        let whose = kind.isContainer ? element : "the control"
        sourceNotes.append(
          Message.platformRole(
            key: item.key, line: item.line, whose: whose, role: RoleReader.words(ofKey: role),
            platform: profile.name)
        )
      }
    }
  }

  /// States a state item names for one platform only ("iOS: checked/unchecked,
  /// selected/unselected. Android: checked/not checked") are no Examples row elsewhere.
  mutating func readPlatformStates(_ items: [ImportItem]) {
    let stateItems = items.filter {
      $0.mapping.known == .state && Self.condition(in: $0.mapping.text) == nil
        && !Self.isNegative($0.value.lowercased())
    }
    guard !stateItems.isEmpty else { return }
    var named: [String: Set<String>] = [:]
    for item in stateItems {
      let clauses = PlatformClauses.split(item.value)
      for profile in profiles where item.platforms?.contains(profile.id) ?? true {
        guard let clause = clauses[profile.id] else { continue }
        named[profile.id, default: []].formUnion(StateReader.read(clause, profiles: profiles))
      }
    }
    let all = named.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    for profile in profiles {
      let others = all.subtracting(named[profile.id] ?? [])
      guard !others.isEmpty else { continue }
      platformFacts[StandardCriterionID.screenReaderState, default: [:]][
        profile.id, default: PlatformFacts()
      ]
      .statesLeftOut = others
      let order = profile.states.map(\.name).filter(others.contains)
      let naming = profiles.filter { !(named[$0.id] ?? []).isDisjoint(with: others) }.map(\.name)
      sourceNotes.append(
        Message.platformStates(order, namedOn: naming, leftOutOn: profile.name)
      )
    }
  }
}
