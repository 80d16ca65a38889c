import Foundation
import Gherkin

/// Parse and print throughput over a synthetic corpus built in-process: deterministic, about
/// 4 KB per file, with everything a real suite has (tags, descriptions, backgrounds, outlines
/// with examples, data tables, doc strings, comments, some rules and non-ASCII text).
enum GherkinBenchmarks {
  static func run(_ runner: BenchmarkRunner) {
    let corpus = GherkinCorpus.make(files: 1_000)
    let bytes = corpus.reduce(0) { $0 + $1.utf8.count }
    print(
      "gherkin corpus: \(corpus.count) files, \(bytes / 1_000) KB, "
        + "\(bytes / corpus.count) bytes per file")

    let parser = GherkinParser()
    var documents: [GherkinDocument] = []
    var failures = 0
    for text in corpus {
      if let document = parser.parseResult(text).document {
        documents.append(document)
      } else {
        failures += 1
      }
    }
    guard failures == 0 else {
      print("gherkin corpus: \(failures) files failed to parse; not measuring")
      return
    }

    runner.throughput("gherkin parse", bytes: bytes) {
      var features = 0
      for text in corpus where parser.parseResult(text).document?.feature != nil {
        features += 1
      }
      precondition(features == corpus.count)
    }
    let printer = GherkinPrinter()
    runner.throughput("gherkin print (MB of output)", bytes: bytes) {
      var total = 0
      for document in documents {
        total += printer.format(document).utf8.count
      }
      precondition(total > 0)
    }
    runner.throughput("gherkin tokens listing", bytes: bytes) {
      var total = 0
      for text in corpus {
        total += parser.tokens(text).utf8.count
      }
      precondition(total > 0)
    }
  }
}

/// Builds the benchmark's feature files from a fixed seed.
enum GherkinCorpus {
  static func make(files: Int) -> [String] {
    var random = SplitMix(seed: 0x6768_6572_6B69_6E21)
    return (0..<files).map { index in file(index, &random) }
  }

  private static let words = [
    "captcha", "button", "row", "image", "audio", "challenge", "focus", "screen", "reader",
    "announces", "swipe", "double", "tap", "keyboard", "space", "enter", "disabled", "dimmed",
    "label", "name", "role", "state", "text", "field", "modal", "play", "submit", "answer",
    "VoiceOver", "TalkBack", "settings", "larger", "font", "size", "content", "visible",
    "Entrée", "désactivé", "ボタン",
  ]

  private static func phrase(_ count: Int, _ random: inout SplitMix) -> String {
    (0..<count).map { _ in words[random.next(words.count)] }.joined(separator: " ")
  }

  private static func file(_ index: Int, _ random: inout SplitMix) -> String {
    var out = "# Generated benchmark file \(index)\n"
    out += "@a11y @component:captcha @platform:ios @experience:e\(index % 7)\n"
    out += "Feature: \(phrase(4, &random)) \(index)\n"
    out += "  As a tester I want \(phrase(6, &random))\n"
    out += "  so that \(phrase(8, &random)).\n\n"
    out += "  Background:\n"
    out += "    Given the \(phrase(3, &random)) is shown\n"
    out += "    And \(phrase(5, &random))\n\n"
    for scenario in 0..<7 {
      if scenario == 4, index % 4 == 0 {
        out += "  Rule: \(phrase(3, &random))\n"
        out += "    The scenarios below share \(phrase(4, &random)).\n\n"
      }
      out += "  @criterion:\(phrase(1, &random)).\(scenario) @wcag:4.1.\(scenario % 3 + 1)\n"
      if scenario % 2 == 1 {
        out += "  Scenario Outline: \(phrase(5, &random)) <key>\n"
        out += "    Given \(phrase(6, &random))\n"
        out += "    When I press <key> on the \(phrase(2, &random))\n"
        out += "    Then the screen reader announces \"<announcement>\"\n\n"
        out += "    Examples:\n"
        out += "      | key   | announcement            |\n"
        for row in 0..<3 {
          out += "      | k\(row)    | \(phrase(2, &random)) \(row) |\n"
        }
        out += "\n"
      } else {
        out += "  Scenario: \(phrase(6, &random))\n"
        out += "    # \(phrase(4, &random))\n"
        out += "    Given \(phrase(7, &random))\n"
        out += "    When I \(phrase(4, &random))\n"
        out += "    Then \(phrase(8, &random))\n"
        out += "      | platform | screen reader | announcement |\n"
        out += "      | iOS      | VoiceOver     | \(phrase(2, &random)) |\n"
        out += "      | Android  | TalkBack      | \(phrase(2, &random)) |\n"
        out += "    And the text reads:\n"
        out += "      \"\"\"markdown\n"
        out += "      \(phrase(9, &random))\n"
        out += "        \(phrase(7, &random))\n"
        out += "      \"\"\"\n\n"
      }
    }
    return out
  }
}

/// A small deterministic generator (SplitMix64), so the corpus is the same on every run.
struct SplitMix {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Int(z % UInt64(bound))
  }
}
