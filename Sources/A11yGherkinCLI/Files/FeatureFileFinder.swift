import Diagnostics
import FileSystem
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The feature files that command-line paths name: a file as given (whatever its name), a
/// directory searched recursively for `*.feature`.
///
/// The search is deterministic: each directory's files come sorted by path. It skips hidden
/// files and directories (names starting with `.`, such as `.git` or `.build`, which hold
/// other people's files) and symbolic links (a link to a directory could loop, and the
/// file a link names is found where it lives). A file reached twice, by two paths or through
/// a link named on the command line, is listed once.
struct FeatureFileFinder {
  /// The suffix of the files a directory search finds.
  static let suffix = ".feature"

  /// The files, as display paths (a directory's path joined with the file's path inside it).
  private(set) var files: [String] = []
  /// A path that does not exist, an unreadable directory (errors), a directory without
  /// feature files (a warning).
  private(set) var diagnostics: [Diagnostic] = []
  private var seen: Set<String> = []
  private let context: CommandContext

  /// Finds the files of every path, in the order given.
  init(paths: [String], context: CommandContext) {
    self.context = context
    for path in paths {
      add(path)
    }
  }

  private mutating func add(_ path: String) {
    let resolved = context.resolve(path)
    switch FileStatus(resolved) {
    case .missing:
      diagnostics.append(Diagnostic(path: path, message: "no such file or directory"))
    case .directory:
      var found: [String] = []
      search(resolved, relative: "", into: &found, argument: path)
      if found.isEmpty {
        diagnostics.append(
          Diagnostic(.warning, path: path, message: "no *\(Self.suffix) files in this directory"))
      }
      for relative in found.sorted() {
        include(Self.join(path, relative), resolved: Self.join(resolved, relative))
      }
    default:
      include(path, resolved: resolved)
    }
  }

  private mutating func include(_ path: String, resolved: String) {
    if seen.insert(Self.canonical(resolved)).inserted {
      files.append(path)
    }
  }

  private mutating func search(
    _ directory: String, relative: String, into found: inout [String], argument: String
  ) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory)
    } catch {
      diagnostics.append(
        Diagnostic(path: Self.join(argument, relative), message: "cannot read the directory"))
      return
    }
    for name in names where !name.hasPrefix(".") {
      let path = Self.join(directory, name)
      let inside = relative.isEmpty ? name : relative + "/" + name
      switch FileStatus(path, followingLinks: false) {
      case .directory:
        search(path, relative: inside, into: &found, argument: argument)
      case .file where name.hasSuffix(Self.suffix):
        found.append(inside)
      default:
        break
      }
    }
  }

  /// `directory/name` without a doubled slash, and `name` alone for `.`.
  static func join(_ directory: String, _ name: String) -> String {
    if name.isEmpty { return directory }
    if directory == "." { return name }
    return directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// The path with every symbolic link resolved, or as given when that fails.
  static func canonical(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
