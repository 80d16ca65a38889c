import Diagnostics
import FeatureGenerator
import FileSystem
import Foundation
import JSON

extension ProjectConfiguration {
  /// The configuration file that governs `directory`: the nearest `a11y-gherkin.json` in it or
  /// in a directory above it. The directory is absolute (the working directory, which the
  /// system gives without symbolic links), so its text alone tells what is above it.
  static func find(from directory: String) -> String? {
    var current = LexicalPath.normalized(directory)
    while true {
      let candidate = (current as NSString).appendingPathComponent(ConfigurationFormat.fileName)
      if FileStatus(candidate) == .file { return candidate }
      let parent = (current as NSString).deletingLastPathComponent
      if parent == current || parent.isEmpty { return nil }
      current = parent
    }
  }

  /// Reads and checks a configuration file.
  ///
  /// - Parameters:
  ///   - path: The file, absolute.
  ///   - displayPath: The file as messages name it.
  /// - Throws: ``DiagnosticsError`` with every problem, each at its line and column.
  static func load(path: String, displayPath: String) throws(DiagnosticsError)
    -> ProjectConfiguration
  {
    let file: TextFile
    do throws(Diagnostic) {
      file = try TextFile.read(displayPath, resolvedPath: path)
    } catch {
      throw DiagnosticsError([error])
    }
    let document = try JSONDocument(parsing: Array(file.textBytes), path: displayPath)
    var decoder = Decoder(
      configuration: ProjectConfiguration(
        path: displayPath, directory: (path as NSString).deletingLastPathComponent,
        document: document))
    decoder.decode()
    guard decoder.diagnostics.isEmpty else { throw DiagnosticsError(decoder.diagnostics) }
    return decoder.configuration
  }

  /// Reads the members of the file into a configuration, collecting every problem.
  private struct Decoder {
    var configuration: ProjectConfiguration
    var diagnostics: [Diagnostic] = []

    private var document: JSONDocument { configuration.document }

    mutating func decode() {
      guard case .object(let members) = document.root.value else {
        error("expected an object, found \(document.root.value.kindDescription)", at: document.root)
        return
      }
      let root = JSONPath.root
      if !members.contains(where: { $0.key == "version" }) {
        error("\(root): missing required key 'version'", at: document.root)
      }
      for member in members {
        let node = member.value
        let path = root.appending(member.key)
        switch member.key {
        case "$schema": _ = string(node, at: path)
        case "$comment":
          if case .string = node.value { break }
          _ = strings(node, at: path)
        case "version":
          if node.value != .number(Double(ConfigurationFormat.version)) {
            error(
              "\(path): expected \(ConfigurationFormat.version), the one version this tool reads",
              at: node)
          }
        case "builtIn":
          switch node.value {
          case .bool(let all):
            configuration.builtIn = all ? .all : ProjectConfiguration.BuiltIn.none
          default:
            if let ids = strings(node, at: path) { configuration.builtIn = .components(ids) }
          }
        case "criteria": configuration.criteria = strings(node, at: path)
        case "templates": configuration.templates = string(node, at: path)
        case "out": configuration.out = string(node, at: path)
        case "dialect":
          guard let name = string(node, at: path) else { break }
          if let dialect = Dialect(rawValue: name) {
            configuration.dialect = dialect
          } else {
            let names = Dialect.allCases.map(\.rawValue)
            error(
              "\(path): unknown dialect '\(name)'; expected one of: \(names.joined(separator: ", "))"
                + Suggestions.hint(for: name, in: names), at: node)
          }
        case "components": configuration.components = strings(node, at: path)
        case "experiences": configuration.experiences = strings(node, at: path)
        case "platforms": configuration.platforms = strings(node, at: path)
        case "vocabulary":
          guard let name = string(node, at: path) else { break }
          if let policy = VocabularyPolicy(rawValue: name) {
            configuration.vocabulary = policy
          } else {
            let names = VocabularyPolicy.allCases.map(\.rawValue)
            error(
              "\(path): unknown vocabulary setting '\(name)'; expected one of: \(names.joined(separator: ", "))"
                + Suggestions.hint(for: name, in: names), at: node)
          }
        case "strictVocabulary":
          // The older boolean, still read: existing configurations keep working.
          if case .bool(let strict) = node.value {
            // The newer key wins wherever it stands.
            if !members.contains(where: { $0.key == "vocabulary" }) {
              configuration.vocabulary = strict ? .error : .warn
            }
            var note = document.diagnostic(
              "\(path): deprecated; write \"vocabulary\": \"\(strict ? "error" : "warn")\" instead (\"error\", \"warn\" or \"off\")",
              atOffset: node.offset)
            note.severity = .warning
            configuration.notes.append(note)
          } else {
            error("\(path): expected a boolean, found \(node.value.kindDescription)", at: node)
          }
        case "index":
          if case .bool(let index) = node.value {
            configuration.index = index
          } else {
            error("\(path): expected a boolean, found \(node.value.kindDescription)", at: node)
          }
        default:
          diagnostics.append(
            document.diagnostic(
              "\(root): unknown key '\(member.key)'"
                + Suggestions.hint(for: member.key, in: ConfigurationFormat.keys),
              atOffset: member.keyOffset))
        }
      }
      if case .string(let text)? = members.first(where: { $0.key == "out" })?.value.value,
        text.isEmpty, let node = members.first(where: { $0.key == "out" })?.value
      {
        error("\(root.appending("out")): the output directory may not be empty", at: node)
      }
    }

    private mutating func string(_ node: JSONNode, at path: JSONPath) -> String? {
      guard case .string(let text) = node.value else {
        error("\(path): expected a string, found \(node.value.kindDescription)", at: node)
        return nil
      }
      return text
    }

    private mutating func strings(_ node: JSONNode, at path: JSONPath) -> [String]? {
      guard case .array(let elements) = node.value else {
        error(
          "\(path): expected an array of strings, found \(node.value.kindDescription)", at: node)
        return nil
      }
      var result: [String] = []
      for (index, element) in elements.enumerated() {
        if let text = string(element, at: path.appending(index)) { result.append(text) }
      }
      return result
    }

    private mutating func error(_ message: String, at node: JSONNode) {
      diagnostics.append(document.diagnostic(message, atOffset: node.offset))
    }
  }
}
