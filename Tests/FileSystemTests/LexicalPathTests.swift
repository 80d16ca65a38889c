import FileSystem
import Testing

@Suite struct LexicalPathTests {
  @Test(arguments: [
    ("/work/./a/../b/", "/work/b"),
    ("/work//out", "/work/out"),
    ("/", "/"),
    ("/..", "/"),
    ("/a/b/../../..", "/"),
    ("/a/.hidden/..x", "/a/.hidden/..x"),
    ("/a/.../b", "/a/.../b"),
  ])
  func normalizesFromTheTextAlone(path: String, expected: String) {
    #expect(LexicalPath.normalized(path) == expected)
  }

  @Test func leavesSymbolicLinksAsTheyAreSpelled() {
    #expect(LexicalPath.components("/tmp/link/../x") == ["tmp", "x"])
  }
}
