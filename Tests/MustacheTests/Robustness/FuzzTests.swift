import Diagnostics
import Mustache
import Testing

/// Random templates built from Mustache's own pieces: parsing and rendering them must end in
/// output or diagnostics, never a crash or a hang.
@Suite struct FuzzTests {
  /// A small deterministic generator (SplitMix64), so a failure can be replayed.
  struct Generator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let pieces = [
    "{{", "}}", "{{{", "}}}", "{", "}", "#", "^", "/", "!", ">", "<", "$", "&", "=", "*", ".",
    " ", "  ", "\t", "\n", "\r\n", "\r", "a", "b", "x.y", "é", "😀", "<%", "%>", "{{=<% %>=}}",
    "<%={{ }}=%>", "{{#a}}", "{{/a}}", "{{^b}}", "{{/b}}", "{{>p}}", "{{<p}}", "{{/p}}",
    "{{$a}}", "{{$b}}", "{{>*n}}", "{{a}}", "{{.}}", "{{! c }}", "{{=| |=}}", "|a|", "|#a|",
    "|/a|",
  ]

  static let data: Value = [
    "a": [["a": true, "b": "x"], ["b": [1, 2]]], "b": false, "x": ["y": "<&>"], "n": "p",
  ]

  @Test func randomTemplatesNeverCrash() throws {
    var generator = Generator(state: 2_024)
    let partialSources = ["p": "{{a}}{{>p}}{{$a}}d{{/a}}", "q": "{{<p}}{{$a}}o{{/a}}{{/p}}"]
    let partials = try TemplateLibrary(sources: partialSources)
    var parsed = 0
    for _ in 0..<3_000 {
      let count = Int.random(in: 1...40, using: &generator)
      var source = ""
      for _ in 0..<count {
        source += Self.pieces.randomElement(using: &generator) ?? ""
      }
      guard let template = try? Template(source, name: "fuzz") else { continue }
      parsed += 1
      for options in [RenderOptions(), RenderOptions(strict: true), RenderOptions(maxDepth: 20)] {
        _ = try? template.render(Self.data, partials: partials, options: options)
      }
    }
    #expect(parsed > 100)
  }

  @Test func randomBytesNeverCrash() {
    var generator = Generator(state: 7)
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...64, using: &generator)
      let alphabet: [UInt8] = [
        UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "="), UInt8(ascii: "#"),
        UInt8(ascii: "/"), UInt8(ascii: "$"), UInt8(ascii: "<"), 0x20, 0x0A, 0xC3, 0xA9,
      ]
      let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
      let source = String(decoding: bytes, as: UTF8.self)
      _ = try? Template(source).render(Self.data)
    }
  }
}
