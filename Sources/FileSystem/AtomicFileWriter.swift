import Diagnostics
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that a reader never sees half of one: the bytes go to a temporary file in
/// the same directory, which is then renamed over the target in one step.
public enum AtomicFileWriter {
  /// Writes `text` to `path`, creating missing parent directories.
  ///
  /// - Parameters:
  ///   - text: The file's new content, written as UTF-8.
  ///   - path: Where to write it.
  ///   - permissions: The new file's mode bits, such as `0o644` (the umask does not apply);
  ///     nil for `0o644` less the umask. Pass the old file's mode to keep it when rewriting.
  /// - Throws: a ``Diagnostic`` naming the path and the system's reason.
  public static func write(_ text: String, to path: String, permissions: mode_t? = nil)
    throws(Diagnostic)
  {
    let directory = (path as NSString).deletingLastPathComponent
    let parent = directory.isEmpty ? "." : directory
    let name = (path as NSString).lastPathComponent
    let temporary = (parent as NSString).appendingPathComponent(
      ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
    // An interruption waits until the file is renamed into place: no temporary file stays.
    try Interruptions.whileWriting { () throws(Diagnostic) in
      var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
      // Directories are made only when missing: most writes go to one that exists.
      if descriptor < 0, errno == ENOENT {
        do {
          try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch  where FileStatus(parent) != .directory {
          // Another process may have made it meanwhile; only a still missing directory fails.
          throw Diagnostic(path: parent, message: "cannot create the directory: \(reason(error))")
        } catch {}
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
      }
      guard descriptor >= 0 else {
        throw Diagnostic(
          path: path, message: "cannot write the file: \(String(cString: strerror(errno)))")
      }
      var bytes = Array(text.utf8)
      var written = bytes.withUnsafeMutableBytes { buffer -> Bool in
        var offset = 0
        while offset < buffer.count {
          let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
          if count < 0 {
            if errno == EINTR { continue }
            return false
          }
          offset += count
        }
        return true
      }
      var writeError = errno
      if written, let permissions, fchmod(descriptor, permissions) != 0 {
        writeError = errno
        written = false
      }
      close(descriptor)
      guard written, rename(temporary, path) == 0 else {
        let message = String(cString: strerror(written ? errno : writeError))
        unlink(temporary)
        throw Diagnostic(path: path, message: "cannot write the file: \(message)")
      }
    }
  }

  private static func reason(_ error: Error) -> String {
    (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
  }
}
