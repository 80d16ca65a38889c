extension CriteriaValidator {
  /// The validator's diagnostics, each after the JSON path of what it is about.
  enum Message {
    static func duplicateFrameworkID(_ id: String) -> String {
      "duplicate framework id '\(id)'"
    }

    static func invalidCriterionID(_ id: String) -> String {
      "'\(id)' is not a valid criterion id (lowercase slugs joined by dots, such as keyboard.space)"
    }

    static let appliesToNothing =
      "the criterion applies to no experience and platform"

    static let variantNamesNothing =
      "a variant must name the experiences or platforms it is for"

    static let variantMatchesNothing =
      "the variant matches none of the experiences and platforms the criterion applies to"

    static func unknownFramework(_ id: String, hint: String) -> String {
      "unknown framework '\(id)'\(hint)"
    }

    static let noSteps =
      "needs at least one step"

    static let noColumns =
      "an examples table needs at least one column"

    static let noRows =
      "an examples table needs at least one row"

    static func rowWidth(_ cells: Int, header: Int) -> String {
      "the row has \(cells) cells but the header has \(header)"
    }

    static let noWCAG =
      "name at least one WCAG success criterion"

    static func malformedWCAG(_ reference: String) -> String {
      "'\(reference)' is not a WCAG success criterion number (expected N.N.N, such as 2.1.1)"
    }

    static func unknownWCAG(_ reference: String) -> String {
      "'\(reference)' is not a WCAG 2.2 success criterion"
    }

    static func obsoleteWCAG(_ reference: String) -> String {
      "'\(reference)' is obsolete in WCAG 2.2 (removed as always satisfied); cite the success criteria the check is about instead, such as 4.1.2"
    }

    static func unknownExperience(_ id: String, hint: String) -> String {
      "unknown experience '\(id)'\(hint)"
    }

    static func unknownPlatform(_ id: String, hint: String) -> String {
      "unknown platform '\(id)'\(hint)"
    }

    static let emptyExperiences =
      "an empty list applies to no experience; leave the key out to mean all"

    static let emptyPlatforms =
      "an empty list applies to no platform; leave the key out to mean all"

    static func invalidID(_ id: String) -> String {
      "'\(id)' is not a valid id (lowercase letters, digits and single hyphens, such as image-button)"
    }

    static func idTooLong(_ length: Int, limit: Int) -> String {
      "the id is \(length) characters long, but ids become file names (ID.feature),"
        + " so at most \(limit)"
    }

    static let lineBreak =
      "must be one line: a line break would break the generated Feature line"

    static let nulInText =
      "a NUL character (\\u0000) cannot be written into a feature file or checklist"

    static let nulInKey =
      "a NUL character (\\u0000) cannot be part of a key"

    static let empty =
      "must not be empty"

    static func needsOne(_ noun: String) -> String {
      "needs at least one \(noun)"
    }

    static func duplicateID(_ id: String) -> String {
      "duplicate id '\(id)'"
    }

    static func duplicate(_ value: String) -> String {
      "duplicate '\(value)'"
    }

    static let noTraceSource =
      "must name the source document"

    static func invalidLocator(_ requirement: String) -> String {
      "'\(requirement)' is not a requirement locator (such as condensed/keyboard/space, gherkin/gestures/2 or notes/ios/focus/1)"
    }

    static func invalidAriaAtLocator(_ requirement: String) -> String {
      "'\(requirement)' is not an ARIA-AT assertion locator (a test id and an assertion id, such as operateSwitchOnState/stateChangeToOff or 1/assertion3)"
    }

    static let ariaAtPriority =
      "give the assertion's priority in the plan: 1 (MUST), 2 (SHOULD) or 3 (MAY)"

    static let priorityOutsideAriaAt =
      "only an ARIA-AT assertion has a priority; this source does not rank its requirements"

    static func sourceTracedTwice(_ source: String, first: Int) -> String {
      "'\(source)' is traced twice (first at trace[\(first)]): give each source document one trace"
    }

    static func tracedTwice(_ requirement: String, first: Int) -> String {
      "'\(requirement)' is traced twice (first at requirements[\(first)])"
    }

    static let coversNothing =
      "name at least one criterion id, or say why the requirement is out of scope"

    static func unknownCoveredCriterion(_ id: String, hint: String) -> String {
      "the component has no criterion '\(id)'\(hint)"
    }

    static func sameTitle(_ id: String, as earlier: String, experience: String, platform: String)
      -> String
    {
      "criterion '\(id)' has the same title as '\(earlier)' for \(experience) on \(platform); two scenarios of one name cannot be told apart"
    }

    static func stepKeyword(_ keyword: String) -> String {
      "the step starts with the keyword '\(keyword)'; write the step without it, the generator adds the keyword"
    }

    static func placeholderWithoutExamples(_ name: String) -> String {
      "'<\(name)>' is a placeholder, but the criterion has no examples table to fill it"
    }

    static func unknownColumn(_ name: String, columns: [String]) -> String {
      "'<\(name)>' is not a column of the examples table (columns: \(columns.joined(separator: ", ")))"
    }

    static func unusedColumn(_ column: String) -> String {
      "no step uses the examples column '\(column)' (as <\(column)>)"
    }
  }
}
