import Foundation
import Testing

@testable import CucumberExpressions

/// The project's matcher against the regular-expression engine the runners' step definitions
/// use on Apple platforms and Linux (ICU through Foundation), pattern by pattern and text by
/// text: both must agree whether the whole text matches.
@Suite struct PatternProgramTests {
  private func matches(_ pattern: String, _ text: String) throws -> Bool {
    let program = try PatternProgram(PatternParser.parse("^(?:" + pattern + ")$"))
    var text = text
    return text.withUTF8 { program.matches($0) }
  }

  private func reference(_ pattern: String, _ text: String) throws -> Bool {
    let regex = try NSRegularExpression(pattern: "^(?:" + pattern + ")$")
    let range = NSRange(text.startIndex..., in: text)
    return regex.firstMatch(in: text, options: [.anchored], range: range)?.range == range
  }

  /// Patterns from the parameter types of the built-in vocabulary and Cucumber's built-in
  /// types, and the constructs a team's parameter types use.
  private static let patterns = [
    #"VoiceOver|TalkBack"#, #"the [^"<>]+?"#, #"Ctrl\+Tab"#, #"not checked|checked|on|off"#,
    #"(?:-?\d+)|(?:\d+)"#,
    #"(?=.*\d.*)[-+]?\d*(?:\.(?=\d.*))?\d*(?:\d+[E][+-]?\d+)?"#,
    #"[^\s]+"#, #""(?:[^"\\]*(?:\\.[^"\\]*)*)"|'(?:[^'\\]*(?:\\.[^'\\]*)*)'"#, ".*",
    #"a{2,3}b?"#, #"(ab|a)*c"#, #"x{2}"#, #"x{2,}"#, #"[a-cx-z]+"#, #"[^a-c]*"#, #"\w+\s\W"#,
    #"(?!no)\w+"#, #"\bon\b.*"#, #"é+[ü-ÿ]"#, #"a.c"#, #"[\d.]+%"#, #"(?<size>\d+)%"#,
    #"[]a]+"#, #"\u00e9|\x41"#, #"(a*)*b"#,
    #"\d+"#, #"\s+"#, #"\S\D"#, #".*\bé\w*"#, #"[\w\s]+"#, #"[^\W\d]+"#,
  ]

  private static let texts = [
    "", "VoiceOver", "TalkBack", "VoiceOverTalkBack", "the row", #"the "row""#, "the <x>",
    "Ctrl+Tab", "CtrlTab", "not checked", "checked", "on", "of", "-12", "12", "1.5", "1.5E+3",
    ".", "-", "+1", "word", "two words", #""quoted""#, #"'it''s'"#, #""a\"b""#, "aa", "aab",
    "aaab", "abac", "ac", "c", "xx", "xxx", "abz", "def", "a1 !", "no", "nope", "yes", "on it",
    "éé\u{FC}", "ab\u{00E9}", "a\nc", "abc", "1.2%", "200%", "a{,2}", "]a", "é", "A",
    "aaaaaaaaaaaaaaaaaaaaaaaaaaaa", "aaaab", "\u{663}\u{664}", "\u{A0}", "\u{0B}", "\u{85}",
    " é", "éa", "xé", "a_b c", "a\u{301}", "\u{2003}\t",
  ]

  @Test func agreesWithTheReferenceEngine() throws {
    var disagreements: [String] = []
    for pattern in Self.patterns {
      for text in Self.texts where try matches(pattern, text) != reference(pattern, text) {
        disagreements.append("\(pattern) on \(text.debugDescription)")
      }
    }
    #expect(disagreements == [])
  }

  @Test func nestedRepetitionsStayLinear() throws {
    // Exponential for a plain backtracker: here each (instruction, byte) pair is tried once.
    let text = String(repeating: "a", count: 5_000)
    #expect(try !matches("(a*)*b", text))
    #expect(try matches("(a|aa)*", text))
  }

  @Test func unsupportedConstructsAreNamed() {
    let cases = [
      (#"(?<=a)b"#, "it uses '(?<', which is not supported"),
      (#"(?i)on"#, "it uses '(?i', which is not supported"),
      (#"(a)\1"#, #"it uses the escape '\1', which is not supported"#),
      (#"\p{L}"#, #"it uses the escape '\p', which is not supported"#),
      (#"a++"#, "it uses a possessive quantifier, which is not supported"),
      (#"[a"#, "a '[' is never closed"),
      (#"(a"#, "a '(' is never closed"),
      (#"a)"#, "a ')' has no '('"),
      (#"*a"#, "the quantifier '*' follows nothing"),
      (#"[z-a]"#, "a class range runs backwards"),
      ("a{1000}{1000}", "its repetitions make it too large to match"),
    ]
    for (pattern, message) in cases {
      #expect(throws: PatternError.self, "\(pattern)") {
        do throws(PatternError) {
          _ = try PatternProgram(PatternParser.parse(pattern))
        } catch {
          #expect(error.message == message, "\(pattern)")
          throw error
        }
      }
    }
  }
}
