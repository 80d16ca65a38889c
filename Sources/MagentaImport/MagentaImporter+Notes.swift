import A11yCriteria

extension MagentaImporter {
  /// Attaches developer notes where they belong:
  /// - under Name, Role, Groupings, State: to `screen-reader.name`, `.role`, `.group`,
  ///   `.state`; under Focus: to the first criterion of the focus group; under another topic: to
  ///   the criterion whose id ends in the topic's slug (`Value` → `screen-reader.value`);
  /// - when that criterion does not exist (left out as n/a, or never in the document): to the
  ///   frameworks' general notes, as "Topic: note";
  /// - notes of the introduction become the component's design notes.
  ///
  /// A note for a framework goes to that framework; a note for a platform to each of its
  /// frameworks; a note for neither to every framework. Documents that name no framework at
  /// all (the older format's "iOS Options" and "Android Options") were written before the
  /// SwiftUI and Compose notes existed and name UIKit and Views APIs (Interface Builder, XML
  /// attributes): their notes go to each platform's first framework only. Repeated notes are
  /// kept once.
  ///
  /// - Returns: the topics kept as framework notes, in document order.
  func attach(
    _ notes: DeveloperNotes, to criteria: inout [Criterion], platforms: inout [PlatformProfile],
    designNotes: inout [String]
  ) -> [String] {
    var keptTopics: [String] = []
    let namesFrameworks = notes.notes.contains { $0.framework != nil }
    for note in notes.notes {
      let text = TextCleaner.escapingPlaceholders(note.text)
      guard let topic = note.topic else {
        if !designNotes.contains(text) { designNotes.append(text) }
        continue
      }
      let frameworkIds = frameworks(for: note, firstOnly: !namesFrameworks)
      if let index = criterionIndex(forTopic: topic, in: criteria) {
        for framework in frameworkIds {
          add(text, framework: framework, to: &criteria[index])
        }
        continue
      }
      if !keptTopics.contains(topic) { keptTopics.append(topic) }
      for framework in frameworkIds {
        for platform in platforms.indices {
          guard
            let position = platforms[platform].frameworks.firstIndex(where: { $0.id == framework })
          else { continue }
          let line = topic + ": " + text
          if !platforms[platform].frameworks[position].notes.contains(line) {
            platforms[platform].frameworks[position].notes.append(line)
          }
        }
      }
    }
    return keptTopics
  }

  /// The frameworks a note is for, in catalog order.
  private func frameworks(for note: DeveloperNotes.Note, firstOnly: Bool) -> [String] {
    if let framework = note.framework { return [framework] }
    return platforms.filter { note.platform == nil || $0.id == note.platform }
      .flatMap { firstOnly ? Array($0.frameworks.prefix(1).map(\.id)) : $0.frameworks.map(\.id) }
  }

  func criterionIndex(forTopic topic: String, in criteria: [Criterion]) -> Int? {
    let words = KeyClassifier.words(of: topic)
    let id: String?
    switch words.joined() {
    case "name", "names", "accessiblename", "programmaticname":
      id = StandardCriterionID.screenReaderName
    case "role", "roles": id = StandardCriterionID.screenReaderRole
    case "group", "groups", "grouping", "groupings": id = StandardCriterionID.screenReaderGroup
    case "state", "states": id = StandardCriterionID.screenReaderState
    case "focus":
      return criteria.firstIndex { $0.group == .focus }
    default:
      let slug = words.joined(separator: "-")
      guard !slug.isEmpty else { return nil }
      return criteria.firstIndex { $0.id.hasSuffix("." + slug) }
    }
    return id.flatMap { id in criteria.firstIndex { $0.id == id } }
  }

  /// Adds a note to a criterion's notes for a framework, keeping the frameworks in catalog
  /// order.
  private func add(_ text: String, framework: String, to criterion: inout Criterion) {
    if let position = criterion.developerNotes.firstIndex(where: { $0.framework == framework }) {
      if !criterion.developerNotes[position].notes.contains(text) {
        criterion.developerNotes[position].notes.append(text)
      }
      return
    }
    criterion.developerNotes.append(FrameworkNotes(framework: framework, notes: [text]))
    let order = platforms.flatMap { $0.frameworks.map(\.id) }
    criterion.developerNotes.sort {
      (order.firstIndex(of: $0.framework) ?? 0) < (order.firstIndex(of: $1.framework) ?? 0)
    }
  }
}
