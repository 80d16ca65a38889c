import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What kind of thing a path names, without following a final symbolic link when asked, and
/// the words for a system error.
public enum FileStatus: Equatable, Sendable {
  case missing
  case file
  case directory
  case symbolicLink
  /// A device, pipe or socket: never read, since reading one may block forever.
  case other

  /// The kind of `path`; `followingLinks: false` reports a link itself.
  public init(_ path: String, followingLinks: Bool = true) {
    var status = stat()
    let result = followingLinks ? stat(path, &status) : lstat(path, &status)
    guard result == 0 else {
      self = .missing
      return
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: self = .file
    case S_IFDIR: self = .directory
    case S_IFLNK: self = .symbolicLink
    default: self = .other
    }
  }

  /// `no such file or directory`, or `cannot ACTION: REASON` with the system's words.
  public static func reason(_ code: Int32, for action: String) -> String {
    code == ENOENT
      ? "no such file or directory" : "cannot \(action): \(String(cString: strerror(code)))"
  }
}
