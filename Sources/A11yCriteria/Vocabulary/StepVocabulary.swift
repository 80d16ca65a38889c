import CucumberExpressions
import Diagnostics
import JSON

/// The closed step vocabulary: every step the standard criteria produce is one of these
/// phrases, so teams automate the tests with one step definition per phrase.
///
/// It is a public contract, as tags are: `a11y-gherkin steps --format json` prints it.
public struct StepVocabulary: Sendable {
  /// The custom parameter types; the built-in ones (`{string}`, `{int}`…) are always there.
  public let parameterTypes: [ParameterType]
  public let phrases: [StepPhrase]
  /// For each value of a text's first byte, the phrases that may match such a text: a step
  /// is tried against a few phrases, not all of them.
  private let phrasesByFirstByte: [[Int]]

  public init(parameterTypes: [ParameterType], phrases: [StepPhrase]) {
    self.parameterTypes = parameterTypes
    self.phrases = phrases
    phrasesByFirstByte = (0...255).map { byte in
      phrases.indices.filter { phrases[$0].expression.mayStart(with: UInt8(byte)) }
    }
  }

  /// The phrases whose expression matches a step's text (without its keyword).
  public func matches(_ text: String) -> [Int] {
    var text = text
    return text.withUTF8 { bytes in
      let candidates = bytes.first.map { phrasesByFirstByte[Int($0)] } ?? Array(phrases.indices)
      return candidates.filter { phrases[$0].expression.matches(utf8: bytes) }
    }
  }

  /// The built-in vocabulary (`Catalog/vocabulary.json`).
  public static func builtIn() throws(DiagnosticsError) -> StepVocabulary {
    try builtInDecoded.get()
  }

  /// Decoded once per process: compiling its expressions is most of the cost.
  private static let builtInDecoded = Result { () throws(DiagnosticsError) -> StepVocabulary in
    let name = "vocabulary.json"
    return try decode(
      bytes: Array((BuiltInCatalog.embeddedFile(name) ?? "").utf8),
      path: BuiltInCatalog.displayPath(name))
  }

  /// Reads a vocabulary file: `parameterTypes` (name, regexps) and `phrases` (expression,
  /// keyword, manual, automatableOn).
  public static func decode(bytes: [UInt8], path: String) throws(DiagnosticsError)
    -> StepVocabulary
  {
    let document = try JSONDocument(parsing: bytes, path: path)
    var diagnostics: [Diagnostic] = []
    func fail(_ message: String, _ node: JSONNode) {
      diagnostics.append(document.diagnostic(message, atOffset: node.offset))
    }
    func strings(_ node: JSONNode?) -> [String] {
      guard case .array(let elements)? = node?.value else { return [] }
      return elements.compactMap { if case .string(let text) = $0.value { text } else { nil } }
    }
    func string(_ node: JSONNode?) -> String? {
      if case .string(let text)? = node?.value { text } else { nil }
    }
    var types = ParameterType.builtIn
    if case .array(let elements)? = document.root.node(at: .root.appending("parameterTypes"))?.value
    {
      for element in elements {
        guard let name = string(element.node(at: .root.appending("name"))) else {
          fail("a parameter type needs a name", element)
          continue
        }
        types.append(
          ParameterType(
            name: name, regexps: strings(element.node(at: .root.appending("regexps")))))
      }
    }
    var phrases: [StepPhrase] = []
    if case .array(let elements)? = document.root.node(at: .root.appending("phrases"))?.value {
      for element in elements {
        guard let source = string(element.node(at: .root.appending("expression"))) else {
          fail("a phrase needs an expression", element)
          continue
        }
        do throws(CucumberExpressionError) {
          let expression = try CucumberExpression(source, parameterTypes: types)
          let manual = element.node(at: .root.appending("manual"))?.value == .bool(true)
          phrases.append(
            StepPhrase(
              expression: expression,
              keyword: string(element.node(at: .root.appending("keyword"))), manual: manual,
              automatableOn: Set(strings(element.node(at: .root.appending("automatableOn"))))))
        } catch {
          fail(error.description, element)
        }
      }
    } else {
      fail("a vocabulary needs a list of phrases", document.root)
    }
    guard diagnostics.isEmpty else { throw DiagnosticsError(diagnostics) }
    return StepVocabulary(
      parameterTypes: Array(types.dropFirst(ParameterType.builtIn.count)), phrases: phrases)
  }
}
