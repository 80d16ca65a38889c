import Diagnostics
import JSON

extension ComponentDecoder {
  /// The decoder's diagnostics: what the JSON should hold, and what it holds instead.
  enum Message {
    static func expectedProfileID(found kind: String) -> String {
      "expected the id of a platform profile, found \(kind)"
    }

    static func expectedArray(found kind: String) -> String {
      "expected an array, found \(kind)"
    }

    static func expectedNotesByFramework(found kind: String) -> String {
      "expected an object of note lists by framework id, found \(kind)"
    }

    static func expectedObjectOfStrings(found kind: String) -> String {
      "expected an object of strings, found \(kind)"
    }

    static func expectedArrayOfStrings(found kind: String) -> String {
      "expected an array of strings, found \(kind)"
    }

    static func expectedBoolean(found kind: String) -> String {
      "expected true or false, found \(kind)"
    }

    static func expectedPriority(found kind: String) -> String {
      "expected a priority (1 for MUST, 2 for SHOULD, 3 for MAY), found \(kind)"
    }

    static func expectedString(found kind: String) -> String {
      "expected a string, found \(kind)"
    }

    static func expectedObject(found kind: String) -> String {
      "expected an object, found \(kind)"
    }

    static func expectedVersion(_ versions: String, found kind: String) -> String {
      "expected a version number (\(versions)), found \(kind)"
    }

    static func unsupportedVersion(_ version: String, versions: String) -> String {
      "unsupported version \(version); this tool reads versions \(versions)"
    }

    static func unknownGroup(_ name: String, known names: [String]) -> String {
      "unknown group '\(name)'\(Suggestions.hint(for: name, in: names)); groups are \(names.joined(separator: ", "))"
    }

    static func unknownKey(_ key: String, at path: JSONPath, hint: String) -> String {
      "\(path): unknown key '\(key)'\(hint)"
    }

    static func missingKey(_ key: String) -> String {
      "missing required key '\(key)'"
    }

    static let sharedFilesAreVersion2 = "profile and standard-criteria files are version 2"

    static func unknownRepetition(_ name: String, known names: [String]) -> String {
      "unknown repetition '\(name)'\(Suggestions.hint(for: name, in: names)); it is one of \(names.joined(separator: ", "))"
    }

    static func unknownStandardCriterion(_ id: String, hint: String) -> String {
      "unknown standard criterion '\(id)'\(hint)"
    }

    static func controlKeyWithControls(_ key: String) -> String {
      "'\(key)' describes the experience's one control; with 'controls', give it on each control"
    }

    static func unknownProfile(_ id: String, hint: String, known: [String]) -> String {
      "unknown platform profile '\(id)'\(hint.isEmpty ? "; profiles are \(known.joined(separator: ", "))" : hint)"
    }

    static let emptyTraceList =
      "a list of traces needs at least one trace; leave 'trace' out for a component without one"

    static func traceEntryKind(found: String) -> String {
      "a trace entry needs exactly one of 'covers', 'outOfScope' and 'uncovered'; found \(found)"
    }
  }
}
