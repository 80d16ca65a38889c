import Testing

@testable import FeatureGenerator

@Suite struct SHA256Tests {
  private func digest(_ text: String) -> String {
    var hash = SHA256()
    hash.update(text)
    return hash.finalize()
  }

  @Test func matchesTheStandardVectors() {
    #expect(digest("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(digest("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      digest(String(repeating: "a", count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test func givesTheSameDigestWhateverTheChunks() {
    let text = String(repeating: "feature files and checklists ", count: 100)
    var whole = SHA256()
    whole.update(text)
    var pieces = SHA256()
    var rest = Substring(text)
    var size = 1
    while !rest.isEmpty {
      pieces.update(String(rest.prefix(size)))
      rest = rest.dropFirst(size)
      size = size % 97 + 13
    }
    #expect(whole.finalize() == pieces.finalize())
  }
}
