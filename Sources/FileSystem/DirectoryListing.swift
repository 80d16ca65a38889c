#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files below a directory that a command reads as its input, and what it found there but
/// could not read: an input it skipped in silence would look like an input that is gone.
///
/// Symbolic links to regular files are followed (wherever they lead: they are only read).
/// Links to directories are not followed (they could lead round in a loop), and are reported.
public struct DirectoryListing: Sendable {
  /// An entry that looks like an input but cannot be read as one.
  public struct Problem: Hashable, Sendable {
    /// Relative to the listed directory.
    public var path: String
    public var reason: String
  }

  /// Sorted paths relative to the directory.
  public var files: [String] = []
  /// In path order.
  public var problems: [Problem] = []

  /// Lists `directory`.
  ///
  /// - Parameters:
  ///   - skipHidden: Leave out entries whose names start with a dot, and what is below them.
  ///   - include: Which file names are inputs; other names are neither listed nor reported.
  public init(
    of directory: String, skipHidden: Bool = false, include: (String) -> Bool = { _ in true }
  ) {
    walk(directory, relative: "", skipHidden: skipHidden, include: include)
    files.sort()
    problems.sort { $0.path < $1.path }
  }

  private mutating func walk(
    _ directory: String, relative: String, skipHidden: Bool, include: (String) -> Bool
  ) {
    guard let handle = opendir(directory) else {
      problems.append(
        Problem(
          path: relative.isEmpty ? "." : relative,
          reason: "cannot read the directory: " + String(cString: strerror(errno))))
      return
    }
    defer { closedir(handle) }
    while let entry = readdir(handle) {
      let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) {
          String(cString: $0)
        }
      }
      if name == "." || name == ".." || (skipHidden && name.hasPrefix(".")) { continue }
      let path = directory + "/" + name
      let relativePath = relative.isEmpty ? name : relative + "/" + name
      var status = stat()
      guard lstat(path, &status) == 0 else { continue }  // gone since it was listed
      switch status.st_mode & S_IFMT {
      case S_IFDIR:
        walk(path, relative: relativePath, skipHidden: skipHidden, include: include)
      case S_IFREG:
        if include(name) { files.append(relativePath) }
      case S_IFLNK:
        link(path, relative: relativePath, included: include(name))
      default:
        if include(name) {
          problems.append(
            Problem(path: relativePath, reason: "not a regular file (a FIFO, socket or device)"))
        }
      }
    }
  }

  /// A symbolic link: listed when it leads to a regular file.
  private mutating func link(_ path: String, relative: String, included: Bool) {
    var target = stat()
    guard stat(path, &target) == 0 else {
      if included {
        problems.append(
          Problem(
            path: relative,
            reason: "a symbolic link that leads nowhere: " + String(cString: strerror(errno))))
      }
      return
    }
    switch target.st_mode & S_IFMT {
    case S_IFREG:
      if included { files.append(relative) }
    case S_IFDIR:
      problems.append(
        Problem(
          path: relative,
          reason: "a symbolic link to a directory, which is not followed; name that directory"
            + " on its own instead"))
    default:
      if included {
        problems.append(
          Problem(
            path: relative, reason: "a symbolic link to something other than a regular file"))
      }
    }
  }
}
