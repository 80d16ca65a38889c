import Foundation
import TestSupport
import Testing

/// Bad criteria files through the real binary: exit 2, located errors on stderr, no output.
@Suite struct BadCatalogTests {
  @Test func reportsEveryErrorWithLocationAndExitsTwo() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      """
      {
        "version": 1,
        "id": "Bad_Id",
        "title": "",
        "experiences": [{"id": "row", "title": "Row", "interactiveElement": "the row"}],
        "platforms": [{"id": "ios", "name": "iOS", "screenReader": "VoiceOver"}],
        "criteria": [
          {"id": "k.space", "group": "keyboard", "wcag": ["2.1"], "appliesTo": {"platforms": ["andriod"]},
           "title": "T", "checklist": "C", "when": "W", "then": ["X"]}
        ]
      }
      """, to: "bad.json")
    let result = try ToolRunner.run(["list", "--criteria", "bad.json"], in: directory.url)
    #expect(result.status == 2)
    #expect(result.output == "")
    assertSnapshot(result.error, named: "bad-catalog.txt")
  }

  @Test(arguments: [
    (
      "{\"version\": 3}",
      "v.json:1:13: error: version: unsupported version 3; this tool reads versions 1 and 2"
    ),
    ("{", "v.json:1:2: error: expected a member name in double quotes, found the end of the file"),
    ("[]", "v.json:1:1: error: $: expected an object, found an array"),
  ])
  func rejectsOtherBadFiles(text: String, firstLine: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(text, to: "v.json")
    let result = try ToolRunner.run(["list", "--criteria", "v.json"], in: directory.url)
    #expect(result.status == 2)
    #expect(result.error.split(separator: "\n").first.map(String.init) == firstLine)
  }
}
