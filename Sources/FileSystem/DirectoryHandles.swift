import Diagnostics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Open descriptors of the directories below one root, each opened relative to its parent's
/// descriptor without following a symbolic link, and made when missing.
///
/// Holding them is what makes a write race-free: once a directory is open, replacing it (or
/// any directory above it) with a symbolic link changes nothing about where files go.
struct DirectoryHandles {
  private let displayRoot: String
  private var handles: [String: Int32] = [:]
  /// Directories made below the root (relative paths), in the order made.
  private var made: [String] = []
  /// Directories made for the root itself (`mkdir -p`), in the order made.
  private var madeForRoot: [String] = []

  /// Opens the root (made, with its missing parents, when it does not exist).
  init(root: String, displayRoot: String) throws(Diagnostic) {
    self.displayRoot = displayRoot
    var descriptor = openDirectory(root)
    if descriptor < 0, errno == ENOENT {
      madeForRoot = try Self.makeDirectories(root, display: displayRoot)
      descriptor = openDirectory(root)
    }
    guard descriptor >= 0 else {
      throw Diagnostic(
        path: displayRoot,
        message: "cannot open the output directory: \(String(cString: strerror(errno)))")
    }
    handles[""] = descriptor
  }

  /// The descriptor of `relative` (a path below the root, "" for the root itself).
  mutating func open(_ relative: String, creating: Bool) throws(Diagnostic) -> Int32 {
    if let handle = handles[relative] { return handle }
    let (parentPath, name) = OutputPlan.split(relative)
    let parent = try open(parentPath, creating: creating)
    var descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    if descriptor < 0, errno == ENOENT, creating {
      if mkdirat(parent, name, 0o755) == 0 {
        made.append(relative)
      } else if errno != EEXIST {
        throw failure(relative, "cannot create the directory")
      }
      descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    }
    guard descriptor >= 0 else {
      if errno == ELOOP || errno == ENOTDIR {
        var status = stat()
        if fstatat(parent, name, &status, AT_SYMLINK_NOFOLLOW) == 0,
          status.st_mode & S_IFMT == S_IFLNK
        {
          throw Diagnostic(
            path: OutputPlan.join(displayRoot, relative),
            message: "refusing to write through a symbolic link in the output directory")
        }
      }
      throw failure(relative, "cannot open the directory")
    }
    handles[relative] = descriptor
    return descriptor
  }

  func closeAll() {
    for descriptor in handles.values { close(descriptor) }
  }

  /// Removes the directories these handles made, deepest first, each only when it is empty:
  /// what a run that wrote nothing in the end leaves behind.
  mutating func removeMade() {
    for relative in made.reversed() {
      let (parentPath, name) = OutputPlan.split(relative)
      if let parent = handles[parentPath] { unlinkat(parent, name, AT_REMOVEDIR) }
    }
    made = []
    if !madeForRoot.isEmpty, let descriptor = handles[""] {
      close(descriptor)
      handles[""] = nil
    }
    for path in madeForRoot.reversed() { rmdir(path) }
    madeForRoot = []
  }

  private func failure(_ relative: String, _ action: String) -> Diagnostic {
    Diagnostic(
      path: OutputPlan.join(displayRoot, relative),
      message: "\(action): \(String(cString: strerror(errno)))")
  }

  /// `mkdir -p` for the root itself, which the user named (links in it are theirs).
  ///
  /// - Returns: the directories it made, in the order made.
  private static func makeDirectories(_ path: String, display: String) throws(Diagnostic)
    -> [String]
  {
    var current = path.hasPrefix("/") ? "" : "."
    var made: [String] = []
    for component in path.split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o755) == 0 {
        made.append(current)
      } else if errno != EEXIST {
        let failure = errno
        for directory in made.reversed() { rmdir(directory) }
        throw Diagnostic(
          path: display,
          message: "cannot create the directory: \(String(cString: strerror(failure)))")
      }
    }
    return made
  }
}

/// `open(2)` of a directory; outside the type, whose own `open` would hide it.
private func openDirectory(_ path: String) -> Int32 {
  open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
}
