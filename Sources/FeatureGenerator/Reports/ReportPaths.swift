import FileSystem

/// File paths as reports show them.
///
/// People and scripts read paths as they named them (under the output directory, relative to
/// the working directory). Code-scanning tools and pull-request annotations attach a path to a
/// file of the repository, so SARIF and GitHub reports give paths relative to a base: the
/// repository root, or the directory `--path-base` names.
public struct ReportPaths: Sendable {
  /// The output directory as the user named it.
  public var outDirectory: String
  /// The absolute directory relative paths start from.
  public var currentDirectory: String
  /// The absolute directory SARIF and GitHub paths are relative to.
  public var base: String

  public init(outDirectory: String, currentDirectory: String = "/", base: String? = nil) {
    self.outDirectory = outDirectory
    self.currentDirectory = LexicalPath.normalized(currentDirectory)
    self.base = LexicalPath.normalized(base ?? currentDirectory)
  }

  /// A file of the output directory, as the user named that directory.
  public func display(_ file: String) -> String {
    if outDirectory.isEmpty || outDirectory == "." { return file }
    return outDirectory.hasSuffix("/") ? outDirectory + file : outDirectory + "/" + file
  }

  /// A file of the output directory, relative to the base.
  public func fromBase(file: String) -> String {
    fromBase(path: display(file))
  }

  /// A path as the user named it (relative to the working directory, or absolute), relative to
  /// the base; absolute when it lies outside the base.
  public func fromBase(path: String) -> String {
    let absolute = LexicalPath.normalized(
      path.hasPrefix("/") ? path : currentDirectory + "/" + path)
    if absolute == base { return "." }
    let prefix = base == "/" ? "/" : base + "/"
    return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
  }
}
