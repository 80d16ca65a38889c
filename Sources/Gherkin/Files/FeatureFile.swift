import Diagnostics
import FileSystem
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A feature file read for `parse` and `fmt`: its bytes, checked to be UTF-8 text.
public struct FeatureFile: Sendable {
  /// The path as the user gave it (or as found in a directory given), for messages.
  public var path: String
  /// The bytes on disk.
  public var bytes: [UInt8]
  /// The text, without a byte order mark.
  public var text: String
  /// The file's permission bits, kept when it is rewritten.
  public var permissions: mode_t

  /// Reads the file at `path` (relative paths start at the context's directory).
  ///
  /// Refuses, with a message a user can act on, anything that is not a readable regular file
  /// of UTF-8 text: a missing file, a directory, a device or pipe (which could block forever),
  /// UTF-16 text, a file holding NUL bytes (binary data; the parser itself would take NUL as
  /// text, but no feature file has one), and invalid UTF-8.
  ///
  /// - Throws: ``DiagnosticsError`` with one diagnostic, located when a byte is at fault.
  public static func read(_ path: String, resolvedPath resolved: String) throws(DiagnosticsError)
    -> FeatureFile
  {
    var status = stat()
    guard stat(resolved, &status) == 0 else {
      throw DiagnosticsError([
        Diagnostic(path: path, message: FileStatus.reason(errno, for: "read the file"))
      ])
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR:
      throw DiagnosticsError([Diagnostic(path: path, message: "is a directory, not a file")])
    default:
      throw DiagnosticsError([
        Diagnostic(path: path, message: "not a regular file (a device, pipe or socket)")
      ])
    }
    let bytes = try readBytes(resolved, path: path)
    try checkText(bytes, path: path)
    let text: String
    do {
      text = try GherkinParser.decode(utf8: bytes, path: path)
    } catch let error as DiagnosticsError {
      throw error
    } catch {
      throw DiagnosticsError([Diagnostic(path: path, message: "\(error)")])
    }
    return FeatureFile(
      path: path, bytes: bytes, text: text, permissions: status.st_mode & 0o7777)
  }

  /// The whole file, read with the system's reason on failure.
  private static func readBytes(_ resolved: String, path: String) throws(DiagnosticsError)
    -> [UInt8]
  {
    let descriptor = open(resolved, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw DiagnosticsError([
        Diagnostic(path: path, message: FileStatus.reason(errno, for: "read the file"))
      ])
    }
    defer { close(descriptor) }
    var status = stat()
    let size = fstat(descriptor, &status) == 0 ? max(0, Int(status.st_size)) : 0
    var failure: Int32 = 0
    // Straight into the array, one byte more than the size to notice a file that grew.
    var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
      count = 0
      while count < buffer.count, failure == 0 {
        let read = systemRead(
          descriptor,
          UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[count...])))
        if read == 0 { break }
        if read > 0 { count += read } else if errno != EINTR { failure = errno }
      }
    }
    if failure == 0, bytes.count == size + 1 {
      // The file grew while read: the rest in chunks.
      let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 1)
      defer { chunk.deallocate() }
      while failure == 0 {
        let read = systemRead(descriptor, chunk)
        if read == 0 { break }
        if read > 0 {
          bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<read]))
        } else if errno != EINTR {
          failure = errno
        }
      }
    }
    guard failure == 0 else {
      throw DiagnosticsError([
        Diagnostic(path: path, message: FileStatus.reason(failure, for: "read the file"))
      ])
    }
    return bytes
  }

  /// Rejects UTF-16 text and binary data before decoding, so that they get a message that
  /// says so rather than "invalid UTF-8".
  private static func checkText(_ bytes: [UInt8], path: String) throws(DiagnosticsError) {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      throw DiagnosticsError([
        Diagnostic(
          path: path,
          message: "the file is UTF-16 text (it starts with a UTF-16 byte order mark); "
            + "feature files must be UTF-8")
      ])
    }
    let nulIndex = bytes.withUnsafeBytes { raw -> Int? in
      guard let base = raw.baseAddress, let found = memchr(base, 0, raw.count) else { return nil }
      return UnsafeRawPointer(found) - base
    }
    guard let nul = nulIndex else { return }
    let place = ByteLocation(of: nul, in: bytes)
    throw DiagnosticsError([
      Diagnostic(
        path: path, location: place.location,
        message: "the file holds a NUL byte, so it is binary data or UTF-16 text; "
          + "feature files must be UTF-8 text",
        sourceLine: place.lineText)
    ])
  }
}

/// `read(2)` into `buffer`; outside the type, whose own `read` would hide it.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
  read(descriptor, buffer.baseAddress, buffer.count)
}
