import FileSystem

/// One spelling for a path the user named, so that what the tool writes about it (the
/// `regenerate:` command in every generated header) does not change with `./`, a trailing
/// slash or an absolute path to the same place.
enum PathSpelling {
  /// `path` relative to `base` (an absolute directory), without `.`, empty or trailing
  /// components; `.` for `base` itself. Worked out from the text alone: nothing is looked up,
  /// so a path that does not exist yet is spelled the same way it will be once it does.
  ///
  /// ```swift
  /// PathSpelling.relative("./out/", to: "/work")  // "out"
  /// PathSpelling.relative("/work/out", to: "/work")  // "out"
  /// PathSpelling.relative("/srv/out", to: "/work")  // "../srv/out"
  /// ```
  static func relative(_ path: String, to base: String) -> String {
    let target = LexicalPath.components(path.hasPrefix("/") ? path : base + "/" + path)
    let from = LexicalPath.components(base)
    var shared = 0
    while shared < min(target.count, from.count), target[shared] == from[shared] { shared += 1 }
    let parts = Array(repeating: "..", count: from.count - shared) + target[shared...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}
