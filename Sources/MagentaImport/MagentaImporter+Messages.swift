extension MagentaImporter {
  /// The importer's diagnostics: short, lowercase, quoting what the document says.
  enum Message {
    static func mappingBug(_ detail: String) -> String {
      "a bug in the import: \(detail)"
    }

    static func missingBuiltInPlatform(_ id: String) -> String {
      "the built-in profiles have no '\(id)' platform"
    }

    static let noCriteriaSource =
      "the front matter has no keyboard, mobile, screenreader or settings map, and the document has no '## Condensed' section"

    static func missingGroupMap(_ key: String) -> String {
      "the front matter has no '\(key)' map"
    }

    static let notMagentaDocument =
      "not a MagentaA11y document: it has neither YAML front matter (a first line '---') nor a '## Condensed' section"

    static func noComponentID(title: String) -> String {
      "cannot make a component id from the title '\(title)' (it has no letters or digits)"
    }

    static let noCriteria = "no criteria to import: every item is n/a or left out"

    static func unknownExperience(_ number: Int, listed: Int) -> String {
      "this item refers to experience \(number), but the document lists \(listed); it is left out"
    }

    static func importedCriteriaDoNotLoad(_ problem: String) -> String {
      "the imported criteria do not load (a bug in the import): \(problem)"
    }

    static func webDocument(sign: String, platforms: String) -> String {
      "a web document, not a native-app one: \(sign); the import maps documents onto the platform profiles (\(platforms)) and none is 'web'"
    }

    static func titleFromFileName(_ title: String) -> String {
      "no title ('title:' or a 'How to test a …' line); the file name gives it: '\(title)'"
    }

    static func noGroup(key: String) -> String {
      "'\(key)' is under no group the import knows, and its key does not say which; left out"
    }

    static func noIDInKey(_ key: String) -> String {
      "'\(key)' has no letters or digits to make an id from; left out"
    }

    static func filedUnderOtherGroup(key: String, group: String, filed: String, readAs id: String)
      -> String
    {
      "'\(key)' is a \(group) key filed under \(filed); read as \(id)"
    }

    static func noValue(key: String, id: String) -> String {
      "'\(key)' has no value; \(id) is left out"
    }

    static func scopesDisagree(key: String, keyScope: [String], valueScope: [String]) -> String {
      "'\(key)' names \(keyScope.joined(separator: ", ")) but its value \(valueScope.joined(separator: ", ")); the key's platforms are used"
    }

    static func repeatedPerPlatform(
      key: String, id: String, firstLine: Int, own: String, holdsOn names: String
    ) -> String {
      "'\(key)' repeats \(id) from line \(firstLine)\(own); merged per platform, each platform with the words of its own items: \(id) holds on \(names)"
    }

    static func repeatedSeparately(key: String, id: String, firstLine: Int, importedAs: String)
      -> String
    {
      "'\(key)' repeats the keys of \(id) from line \(firstLine) on the same platforms with words of its own; imported as \(importedAs)"
    }
  }
}
