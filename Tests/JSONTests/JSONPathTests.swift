import JSON
import Testing

@Suite struct JSONPathTests {
  @Test func printsReadablePaths() {
    #expect(JSONPath.root.description == "$")
    #expect(
      JSONPath.root.appending("criteria").appending(3).appending("wcag").appending(0).description
        == "criteria[3].wcag[0]")
    #expect(
      JSONPath.root.appending("developerNotes").appending("jetpack-compose").description
        == "developerNotes.jetpack-compose")
    #expect(JSONPath.root.appending("a b").description == "[\"a b\"]")
  }
}
