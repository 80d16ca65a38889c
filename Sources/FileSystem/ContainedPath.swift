import Diagnostics
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps writes inside a directory: a path below it may not pass through a symbolic link
/// (which could point anywhere), and the directories it needs must be writable, checked before
/// anything is written so that a run does all of its writes or none.
public struct ContainedPath: Sendable {
  /// The directory everything must stay in.
  public let root: String

  public init(root: String) {
    self.root = root
  }

  /// Checks that `relative` stays inside the root and can be written: no component below the
  /// root is a symbolic link or other non-directory, and the nearest existing directory is
  /// writable.
  ///
  /// - Throws: a ``Diagnostic`` naming the offending path.
  public func checkWritable(_ relative: String) throws(Diagnostic) {
    let components = relative.split(separator: "/").map(String.init)
    guard !relative.hasPrefix("/"), !components.contains(".."), !components.isEmpty else {
      throw Diagnostic(path: relative, message: "refusing to write outside the output directory")
    }
    var current = root
    // One look at the root: another run may create it at any moment.
    let rootStatus = FileStatus(root)
    guard rootStatus == .directory || rootStatus == .missing else {
      throw Diagnostic(path: root, message: "the output directory is not a directory")
    }
    var nearestDirectory = rootStatus == .directory ? root : Self.nearestExisting(root)
    for (index, component) in components.enumerated() {
      current += "/" + component
      var status = stat()
      guard nearestDirectory.count >= root.count, lstat(current, &status) == 0 else {
        break  // does not exist yet: created when written
      }
      let isLast = index == components.count - 1
      switch status.st_mode & S_IFMT {
      case S_IFLNK:
        throw Diagnostic(
          path: current,
          message: "refusing to write through a symbolic link in the output directory")
      case S_IFDIR where !isLast:
        nearestDirectory = current
      case S_IFREG where isLast:
        break
      default:
        throw Diagnostic(path: current, message: isLast ? "not a regular file" : "not a directory")
      }
    }
    if access(nearestDirectory, W_OK) != 0 {
      throw Diagnostic(
        path: nearestDirectory, message: "cannot write here: \(String(cString: strerror(errno)))")
    }
  }

  /// `path`, or its nearest ancestor that exists.
  private static func nearestExisting(_ path: String) -> String {
    var current = path
    while FileStatus(current) == .missing, current != "/", !current.isEmpty {
      let parent = (current as NSString).deletingLastPathComponent
      current = parent.isEmpty ? "." : parent
    }
    return current
  }
}
