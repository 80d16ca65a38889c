import Foundation
import TestSupport
import Testing

@testable import A11yCriteria

/// Criteria files as a cold check reads them: built-in files read where the binary holds
/// them give the same bytes and the same answer as a copy of those bytes read from disk.
@Suite struct CriteriaFileTests {
  @Test func builtInFilesAreTheirEmbeddedBytesAndKinds() throws {
    let files = try #require(CriteriaFile.builtIn())
    let names = BuiltInCatalog.componentFileNames
    #expect(files.count == names.count)
    for (file, name) in zip(files, names) {
      let text = try #require(BuiltInCatalog.embeddedFile(name))
      #expect(file.path == BuiltInCatalog.displayPath(name))
      #expect(Array(file.bytes) == Array(text.utf8), "\(name)")
      #expect(file.withBytes { Array($0) } == Array(text.utf8), "\(name)")
      let copy = try #require(CriteriaFile(path: file.path, bytes: Array(text.utf8)[...]))
      #expect(copy.kind == file.kind, "\(name)")
      #expect(copy.withBytes { Array($0) } == Array(text.utf8), "\(name)")
    }
    let captcha = try #require(files.first { $0.path.hasSuffix("/captcha.json") })
    #expect(captcha.kind == .component(id: "captcha", usesSharedLibrary: true))
  }

  @Test func selectsBuiltInFilesById() throws {
    let selected = try #require(CriteriaFile.builtIn(ids: ["captcha", "button"]))
    #expect(
      Set(selected.map(\.kind)) == [
        .component(id: "captcha", usesSharedLibrary: true),
        .component(id: "button", usesSharedLibrary: true),
      ])
    #expect(CriteriaFile.builtIn(ids: ["captcha", "no-such-component"]) == nil)
  }

  @Test func bytesSetAfterwardsReplaceTheEmbeddedOnes() throws {
    var file = try #require(CriteriaFile.builtIn(ids: ["captcha"])?.first)
    file.bytes = Array("{}".utf8)[...]
    #expect(file.withBytes { Array($0) } == Array("{}".utf8))
  }
}
