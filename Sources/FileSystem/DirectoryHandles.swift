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

  /// Opens the root (made, with its missing parents, when it does not exist).
  init(root: String, displayRoot: String) throws(Diagnostic) {
    self.displayRoot = displayRoot
    var descriptor = openDirectory(root)
    if descriptor < 0, errno == ENOENT {
      try Self.makeDirectories(root, display: displayRoot)
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
      if mkdirat(parent, name, 0o755) != 0, errno != EEXIST {
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

  private func failure(_ relative: String, _ action: String) -> Diagnostic {
    Diagnostic(
      path: OutputPlan.join(displayRoot, relative),
      message: "\(action): \(String(cString: strerror(errno)))")
  }

  /// `mkdir -p` for the root itself, which the user named (links in it are theirs).
  private static func makeDirectories(_ path: String, display: String) throws(Diagnostic) {
    var current = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o755) != 0, errno != EEXIST {
        throw Diagnostic(
          path: display,
          message: "cannot create the directory: \(String(cString: strerror(errno)))")
      }
    }
  }
}

/// `open(2)` of a directory; outside the type, whose own `open` would hide it.
private func openDirectory(_ path: String) -> Int32 {
  open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
}
