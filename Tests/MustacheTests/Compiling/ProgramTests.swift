import Testing

@testable import Mustache

/// The flat layout rendering runs: each section, parent and block is followed by its content
/// and records where that content ends.
@Suite struct ProgramTests {
  @Test func sectionsRecordWhereTheirContentEnds() throws {
    let program = try Template("a{{#s}}b{{x}}{{^t}}{{/t}}{{/s}}c").program
    #expect(
      Array(program.instructions) == [
        .text(start: 0, end: 1, firstLineStart: 0, endLineStart: 1),
        .section(name: 0, inverted: false, end: 5),
        .text(start: 1, end: 2, firstLineStart: 1, endLineStart: 1),
        .variable(name: 1, escaped: true),
        .section(name: 2, inverted: true, end: 5),
        .text(start: 2, end: 3, firstLineStart: 1, endLineStart: 1),
      ])
    #expect(String(decoding: program.text, as: UTF8.self) == "abc")
    #expect(program.names.map(\.text) == ["s", "x", "t"])
  }

  @Test func namesAreStoredOnce() throws {
    let program = try Template("{{a}}{{#a}}{{a}}{{/a}}").program
    #expect(program.names.map(\.text) == ["a"])
  }

  @Test func parentsKeepTheirBlocksAfterThemAndBlocksKeepTheirContent() throws {
    let program = try Template("{{<p}}{{$b}}x{{/b}}{{/p}}{{$c}}y{{/c}}").program
    #expect(
      Array(program.instructions) == [
        // The line starts with the parent tag: a line start for indentation, and no text.
        .text(start: 0, end: 0, firstLineStart: 0, endLineStart: 1),
        .parent(0, end: 4),
        .block(0, end: 4),
        // Overriding content starts a line wherever it lands.
        .text(start: 0, end: 1, firstLineStart: 1, endLineStart: 2),
        .block(1, end: 6),
        .text(start: 1, end: 2, firstLineStart: 2, endLineStart: 2),
      ])
    #expect(program.parents.first?.blocks == ["b": 0])
    #expect(program.blocks.map(\.content) == [3..<4, 5..<6])
  }

  @Test func tagLocationsFollowTheInstructions() throws {
    let program = try Template("x\n  {{a}}\n{{#b}}\n{{/b}}").program
    #expect(program.locations[1].description == "2:3")
    #expect(program.locations[3].description == "3:1")
  }
}
