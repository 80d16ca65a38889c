import Diagnostics
import ParallelWork

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every file a command writes or removes below one directory, checked as a whole before the
/// first change and then applied so that it cannot be raced.
///
/// ``check()`` looks at every path before anything is written: a path must stay below the
/// root, pass through no symbolic link, end at a regular file or nothing, fit the system's
/// name limits, and lie in a writable directory; a file that may not be replaced must be
/// absent or hold the same bytes. ``apply(jobs:)`` then opens the root once and holds a
/// descriptor for every directory it writes in: directories are created and opened with
/// `mkdirat`/`openat` and `O_NOFOLLOW` relative to their parent's descriptor, each file is
/// written to a temporary file beside it and renamed into place with `renameat`, and removals
/// use `unlinkat`. A symbolic link created inside the root while the plan runs is therefore
/// never followed: no byte lands outside the root. Each file is replaced atomically (a reader
/// sees the old file or the new one) and keeps the mode of the file it replaces.
public struct OutputPlan: Sendable {
  /// A file to write.
  public struct Write: Sendable, Equatable {
    /// The path below the root.
    public var path: String
    public var contents: String
    /// Whether an existing file with other content may be replaced; when false, ``check()``
    /// refuses the plan instead.
    public var mayReplace: Bool
  }

  /// The directory everything stays in, as a path to open.
  public let root: String
  /// The root as the user named it, for messages and reports.
  public let displayRoot: String
  public private(set) var writes: [Write] = []
  /// Paths below the root.
  public private(set) var removals: [String] = []

  public init(root: String, displayRoot: String? = nil) {
    self.root = root
    self.displayRoot = displayRoot ?? root
  }

  /// Adds a file to write.
  public mutating func write(_ contents: String, to path: String, mayReplace: Bool = true) {
    writes.append(Write(path: path, contents: contents, mayReplace: mayReplace))
  }

  /// Adds a file to remove; a file already gone is no error.
  public mutating func remove(_ path: String) {
    removals.append(path)
  }

  /// `path` below the root as messages name it.
  public func display(_ path: String) -> String {
    Self.join(displayRoot, path)
  }

  /// `path` below the root as a path to open.
  public func resolve(_ path: String) -> String {
    Self.join(root, path)
  }

  // MARK: - Checking

  /// Checks every write and removal before any is made.
  ///
  /// - Throws: ``DiagnosticsError`` with one diagnostic per path at fault.
  public func check() throws(DiagnosticsError) {
    var problems: [Diagnostic] = []
    var seen: Set<String> = []
    do throws(Diagnostic) {
      try checkRoot()
    } catch {
      throw DiagnosticsError([error])
    }
    for write in writes {
      do throws(Diagnostic) {
        try checkPath(write.path, removing: false)
        if !write.mayReplace,
          let existing = try TextFile.readIfPresent(
            display(write.path), resolvedPath: Self.join(root, write.path)),
          !existing.bytes.elementsEqual(write.contents.utf8)
        {
          throw Diagnostic(
            path: display(write.path),
            message: "the file exists and differs from what would be written; "
              + "move it away, or pass --force to overwrite it")
        }
      } catch {
        if seen.insert(error.description).inserted { problems.append(error) }
      }
    }
    for path in removals {
      do throws(Diagnostic) {
        try checkPath(path, removing: true)
      } catch {
        if seen.insert(error.description).inserted { problems.append(error) }
      }
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
  }

  /// Checks one file to write as ``check()`` does (for a write that may replace what is
  /// there), without the root: for a run that checks its files one at a time as it produces
  /// them; ``checkRoot()`` checks the root once.
  public func check(writing path: String) throws(Diagnostic) {
    try checkPath(path, removing: false)
  }

  /// Whether the root, when it exists, is a directory, as ``check()`` requires.
  public func checkRoot() throws(Diagnostic) {
    if let rootStatus = Self.status(root), rootStatus.st_mode & S_IFMT != S_IFDIR {
      throw Diagnostic(path: displayRoot, message: "the output directory is not a directory")
    }
  }

  /// One path: below the root, through directories only, to a regular file or nothing, in a
  /// writable directory, within the system's limits.
  private func checkPath(_ path: String, removing: Bool) throws(Diagnostic) {
    let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard !path.hasPrefix("/"),
      !components.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." })
    else {
      throw Diagnostic(
        path: display(path), message: "refusing to write outside the output directory")
    }
    if let long = components.first(where: { $0.utf8.count > Int(NAME_MAX) }) {
      throw Diagnostic(
        path: display(path),
        message: "the name '\(long.prefix(40))…' is \(long.utf8.count) bytes long; "
          + "the system allows \(NAME_MAX)")
    }
    // The temporary file beside it is `.NAME.PID.RANDOM.tmp`: its name must fit too.
    if !removing, let name = components.last,
      name.utf8.count + TemporaryName.extraLength > Int(NAME_MAX)
    {
      throw Diagnostic(
        path: display(path),
        message: "the name is \(name.utf8.count) bytes long; files written here may have at most "
          + "\(Int(NAME_MAX) - TemporaryName.extraLength) (the system allows \(NAME_MAX), "
          + "less room for the temporary file written first)")
    }
    if Self.join(root, path).utf8.count >= Int(PATH_MAX) {
      throw Diagnostic(
        path: display(path),
        message: "the path is longer than the system allows (\(PATH_MAX) bytes)")
    }
    var current = root
    var nearestDirectory = Self.status(root) == nil ? Self.nearestExisting(root) : root
    var exists = Self.status(root) != nil
    for (index, component) in components.enumerated() {
      current = Self.join(current, component)
      let shown = display(components[0...index].joined(separator: "/"))
      guard exists, let status = Self.status(current) else {
        exists = false
        break  // does not exist yet: created when written
      }
      let isLast = index == components.count - 1
      switch status.st_mode & S_IFMT {
      case S_IFLNK:
        throw Diagnostic(
          path: shown, message: "refusing to write through a symbolic link in the output directory")
      case S_IFDIR where !isLast:
        nearestDirectory = current
      case S_IFREG where isLast:
        break
      default:
        throw Diagnostic(
          path: shown,
          message: isLast
            ? "not a regular file (a directory, device, pipe or socket)" : "not a directory")
      }
    }
    if removing, !exists { return }  // already gone
    if access(nearestDirectory, W_OK) != 0 {
      let relative =
        nearestDirectory.hasPrefix(root)
        ? String(nearestDirectory.dropFirst(root.count).drop { $0 == "/" }) : nil
      throw Diagnostic(
        path: relative.map(display) ?? nearestDirectory,
        message: "cannot write here: \(String(cString: strerror(errno)))")
    }
  }

  // MARK: - Applying

  /// Makes every change: writes on up to `jobs` threads (each file is independent), then
  /// removals. A write that fails does not stop the others (``check()`` has ruled out the
  /// failures it can foresee); the failures are thrown together, in plan order, and then
  /// nothing is removed.
  public func apply(jobs: Int = 1) throws(DiagnosticsError) {
    guard !writes.isEmpty || !removals.isEmpty else { return }
    var directories: DirectoryHandles
    do throws(Diagnostic) {
      directories = try DirectoryHandles(root: root, displayRoot: displayRoot)
    } catch {
      throw DiagnosticsError([error])
    }
    defer { directories.closeAll() }
    // Every directory is opened (and made) first, on one thread; the writes then only use
    // the descriptors.
    var failures: [Diagnostic?] = []
    var targets: [(directory: Int32, name: String)?] = []
    for write in writes {
      do throws(Diagnostic) {
        let (parent, name) = Self.split(write.path)
        targets.append((try directories.open(parent, creating: true), name))
        failures.append(nil)
      } catch {
        // Named by the file it stops, as a failed write is.
        targets.append(nil)
        failures.append(Diagnostic(path: display(write.path), message: error.message))
      }
    }
    let opened = targets
    let written = ParallelWork.map(writes.count, jobs: jobs) { index -> Diagnostic? in
      guard let target = opened[index] else { return nil }
      do throws(Diagnostic) {
        try Self.writeFile(
          writes[index].contents, in: target.directory, name: target.name,
          display: display(writes[index].path))
        return nil
      } catch {
        return error
      }
    }
    let failed = zip(failures, written).compactMap { $0 ?? $1 }
    guard failed.isEmpty else { throw DiagnosticsError(failed) }
    for path in removals {
      do throws(Diagnostic) {
        let (parent, name) = Self.split(path)
        let directory = try directories.open(parent, creating: false)
        try Interruptions.whileWriting { () throws(Diagnostic) in
          if unlinkat(directory, name, 0) != 0, errno != ENOENT {
            throw Diagnostic(
              path: display(path),
              message: "cannot remove the file: \(String(cString: strerror(errno)))")
          }
        }
      } catch {
        throw DiagnosticsError([error])
      }
    }
  }

  /// Writes one file beside its target and renames it into place, keeping the mode of the
  /// file it replaces. An interruption waits until the rename is done.
  private static func writeFile(_ text: String, in directory: Int32, name: String, display: String)
    throws(Diagnostic)
  {
    let temporary = TemporaryName.make(for: name)
    try Interruptions.whileWriting { () throws(Diagnostic) in
      try writeTemporary(
        text, in: directory, temporary: temporary, replacing: name, display: display)
      if renameat(directory, temporary, directory, name) != 0 {
        let failure = errno
        unlinkat(directory, temporary, 0)
        throw Diagnostic(
          path: display, message: "cannot write the file: \(String(cString: strerror(failure)))")
      }
    }
  }

  /// Writes `text` to the new file `temporary` in `directory`, with the mode of the file
  /// `name` there when there is one, ready to be renamed over it; on failure the temporary
  /// file is removed.
  static func writeTemporary(
    _ text: String, in directory: Int32, temporary: String, replacing name: String,
    display: String
  ) throws(Diagnostic) {
    var existing = stat()
    let permissions: mode_t? =
      fstatat(directory, name, &existing, AT_SYMLINK_NOFOLLOW) == 0
        && existing.st_mode & S_IFMT == S_IFREG ? existing.st_mode & 0o7777 : nil
    let descriptor = openat(
      directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw Diagnostic(
        path: display, message: "cannot write the file: \(String(cString: strerror(errno)))")
    }
    var failure: Int32 = 0
    var text = text
    text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let count = systemWrite(descriptor, base + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += count
      }
    }
    if failure == 0, let permissions, fchmod(descriptor, permissions) != 0 { failure = errno }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure != 0 {
      unlinkat(directory, temporary, 0)
      throw Diagnostic(
        path: display, message: "cannot write the file: \(String(cString: strerror(failure)))")
    }
  }

  // MARK: - Paths

  static func join(_ directory: String, _ path: String) -> String {
    if path.isEmpty { return directory.isEmpty ? "." : directory }
    if directory.isEmpty || directory == "." { return path }
    return directory.hasSuffix("/") ? directory + path : directory + "/" + path
  }

  /// The directory part and the name of a relative path.
  static func split(_ path: String) -> (parent: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return ("", path) }
    return (String(path[..<slash]), String(path[path.index(after: slash)...]))
  }

  /// `lstat`, or nil when nothing is there.
  static func status(_ path: String) -> stat? {
    var status = stat()
    return lstat(path, &status) == 0 ? status : nil
  }

  /// `path`, or its nearest ancestor that exists.
  private static func nearestExisting(_ path: String) -> String {
    var current = path
    while status(current) == nil, current != "/", !current.isEmpty {
      let parent = split(current).parent
      current = parent.isEmpty ? (current.hasPrefix("/") ? "/" : ".") : parent
    }
    return current
  }
}

/// `write(2)`; outside the type, whose own methods would hide it.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
