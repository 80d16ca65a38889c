/// Paths worked out from their text alone: nothing is looked up, so a path that does not exist
/// yet is spelled the same way it will be once it does, and no symbolic link is read.
public enum LexicalPath {
  /// The components of an absolute path with `.`, `..` and empty components worked out (`..`
  /// at the root stays at the root, as the system does).
  public static func components(_ path: String) -> [String] {
    var result: [String] = []
    for part in path.utf8.split(separator: UInt8(ascii: "/")) {
      if part.count == 1, part.first == UInt8(ascii: ".") { continue }
      if part.count == 2, part.allSatisfy({ $0 == UInt8(ascii: ".") }) {
        _ = result.popLast()
        continue
      }
      result.append(String(Substring(part)))
    }
    return result
  }

  /// An absolute path with `.`, `..`, repeated and trailing slashes worked out:
  /// `/work/./a/../b/` is `/work/b`.
  public static func normalized(_ path: String) -> String {
    "/" + components(path).joined(separator: "/")
  }
}
