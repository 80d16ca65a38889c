import Diagnostics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A user's text file as every command reads it: its bytes, its text strictly decoded as
/// UTF-8, and its permissions.
///
/// The one way the tool reads criteria, templates, committed features and checklists, import
/// documents and the files `parse` and `fmt` are given, so that every command gives the same
/// answer about the same file. It refuses, with a message a user can act on, anything that is
/// not a readable regular file of UTF-8 text: a missing file, a directory, a device, pipe or
/// socket (never opened for reading, since reading one may block forever), UTF-16 text, a
/// file holding NUL bytes (binary data) and invalid UTF-8. A UTF-8 byte order mark is an
/// encoding signature, not text: it is left out of ``text`` everywhere, and
/// ``hasByteOrderMark`` says it was there.
public struct TextFile: Sendable {
  /// The path as the user gave it (or as found in a directory given), for messages.
  public var path: String
  /// The bytes on disk, a byte order mark included.
  public var bytes: [UInt8]
  /// The text, without a byte order mark.
  public var text: String
  /// Whether the file starts with a UTF-8 byte order mark.
  public var hasByteOrderMark: Bool
  /// The file's permission bits, kept when it is rewritten.
  public var permissions: mode_t

  /// The UTF-8 of ``text``: the bytes after a byte order mark.
  public var textBytes: ArraySlice<UInt8> { hasByteOrderMark ? bytes[3...] : bytes[...] }

  /// The line break most of the file's lines end with (see ``LineEnding``).
  public var lineEnding: LineEnding { LineEnding.mostCommon(in: textBytes) }

  /// ``text`` with every line break as `\n`: how the tool reads the lines of a file it
  /// generated or a team edits (a checkout may have turned them into `\r\n`).
  public var textWithLineFeeds: String { LineEnding.lineFeeds(text) }

  /// Whether the file already holds `contents` (text with `\n` line breaks), byte for byte
  /// or but for its line breaks: a file that differs only in them needs no rewriting. A byte
  /// order mark is a difference.
  public func holds(_ contents: String) -> Bool {
    if bytes.elementsEqual(contents.utf8) { return true }
    return !hasByteOrderMark && LineEnding.hasCarriageReturn(text)
      && textWithLineFeeds == contents
  }

  /// `contents` (text with `\n` line breaks) as it is written over this file: with the line
  /// break the file has.
  public func rewritten(_ contents: String) -> String {
    lineEnding.applied(to: contents)
  }

  /// Reads the file at `resolved` (`path` when nil), naming it `path` in errors.
  ///
  /// - Throws: a ``Diagnostic`` naming the file, located when a byte is at fault.
  public static func read(_ path: String, resolvedPath resolved: String? = nil)
    throws(Diagnostic) -> TextFile
  {
    guard let file = try readIfPresent(path, resolvedPath: resolved) else {
      throw Diagnostic(path: path, message: FileStatus.reason(ENOENT, for: "read the file"))
    }
    return file
  }

  /// Reads the file as ``read(_:resolvedPath:)`` does, or returns nil when nothing is at the
  /// path. Anything else that is there and cannot be read as text (a directory, a pipe, an
  /// unreadable file, a link to nothing) is an error, never "no file".
  public static func readIfPresent(_ path: String, resolvedPath: String? = nil)
    throws(Diagnostic) -> TextFile?
  {
    guard let (bytes, permissions) = try readRaw(path, resolvedPath: resolvedPath) else {
      return nil
    }
    return try decode(bytes, path: path, permissions: permissions)
  }

  /// Reads and checks the file as ``read(_:resolvedPath:)`` does, but gives only its bytes,
  /// without making a string of its text: for commands that work on UTF-8 bytes and read
  /// many files (`parse`). The text is `bytes` after a byte order mark, when there is one.
  ///
  /// - Throws: the same ``Diagnostic`` as ``read(_:resolvedPath:)``.
  public static func readBytes(_ path: String, resolvedPath: String? = nil)
    throws(Diagnostic) -> (bytes: [UInt8], hasByteOrderMark: Bool)
  {
    guard let (bytes, _) = try readRaw(path, resolvedPath: resolvedPath) else {
      throw Diagnostic(path: path, message: FileStatus.reason(ENOENT, for: "read the file"))
    }
    return (bytes, try check(bytes, path: path))
  }

  /// The bytes of a regular file that a directory listing found, checked as
  /// ``read(_:resolvedPath:)`` checks them, or nil for anything else: for a check that proves
  /// many files unchanged and reads each again the usual way (which says what is wrong) when
  /// this gives nil.
  ///
  /// It makes fewer system calls than ``read(_:resolvedPath:)``: no status before opening (the
  /// file is opened without blocking and without following a symbolic link, then its status
  /// is checked), and no read past a size that reached the end.
  ///
  /// - Parameter checkingText: Without it, only a UTF-16 byte order mark gives nil, and the
  ///   caller checks with ``isText(_:)`` whatever part of the text it does not prove otherwise
  ///   (a check that compares the rest with a hash of text this tool wrote).
  /// - Returns: The bytes, and whether they start with a UTF-8 byte order mark.
  public static func readBytesIfRegular(_ path: String, checkingText: Bool = true)
    -> (bytes: [UInt8], hasByteOrderMark: Bool)?
  {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY | O_NOFOLLOW)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    let size = Int(status.st_size)
    var complete = false
    // One byte more than the size: a read that stops short of it has reached the end.
    let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
      count = 0
      while count <= size {
        let read = systemRead(
          descriptor,
          UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[count...])))
        if read > 0 {
          count += read
          if count == size {
            complete = true
            return
          }
        } else if read == 0 {
          complete = true
          return
        } else if errno != EINTR {
          return
        }
      }
    }
    // A file that grew or could not be read is for the usual reader.
    guard complete, bytes.count <= size else { return nil }
    if !checkingText {
      guard !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]) else {
        return nil
      }
      return (bytes, bytes.starts(with: [0xEF, 0xBB, 0xBF]))
    }
    guard let hasByteOrderMark = try? check(bytes, path: path) else { return nil }
    return (bytes, hasByteOrderMark)
  }

  /// Whether `bytes`, text after any byte order mark, are what ``read(_:resolvedPath:)``
  /// accepts: UTF-8 without a NUL byte.
  public static func isText(_ bytes: ArraySlice<UInt8>) -> Bool {
    let nul = bytes.withUnsafeBytes { raw in
      raw.baseAddress.map { memchr($0, 0, raw.count) != nil } ?? false
    }
    return !nul && (try? UTF8Validator.check(bytes, path: "")) != nil
  }

  /// The bytes on disk and the permission bits, or nil when nothing is at the path.
  private static func readRaw(_ path: String, resolvedPath: String?)
    throws(Diagnostic) -> ([UInt8], mode_t)?
  {
    let resolved = resolvedPath ?? path
    var status = stat()
    guard stat(resolved, &status) == 0 else {
      let code = errno
      var link = stat()
      if code == ENOENT, lstat(resolved, &link) != 0 { return nil }
      throw Diagnostic(
        path: path,
        message: code == ENOENT
          ? "a symbolic link to a file that does not exist"
          : FileStatus.reason(code, for: "read the file"))
    }
    try checkRegular(status, path: path)
    // Not blocking, and checked again once open: the path may have changed in between.
    let descriptor = open(resolved, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else {
      throw Diagnostic(path: path, message: FileStatus.reason(errno, for: "read the file"))
    }
    defer { close(descriptor) }
    guard fstat(descriptor, &status) == 0 else {
      throw Diagnostic(path: path, message: FileStatus.reason(errno, for: "read the file"))
    }
    try checkRegular(status, path: path)
    let bytes = try readAll(descriptor, size: Int(status.st_size), path: path)
    return (bytes, status.st_mode & 0o7777)
  }

  /// Checks bytes that did not come from a file (standard input, say) as a file's would be.
  public static func decode(_ bytes: [UInt8], path: String, permissions: mode_t = 0o644)
    throws(Diagnostic) -> TextFile
  {
    let hasByteOrderMark = try checkEncoding(bytes, path: path)
    let content = hasByteOrderMark ? bytes[3...] : bytes[...]
    let text = try UTF8Validator.decode(content, path: path)
    return TextFile(
      path: path, bytes: bytes, text: text, hasByteOrderMark: hasByteOrderMark,
      permissions: permissions)
  }

  /// Checks bytes as ``decode(_:path:permissions:)`` does, without making their text.
  ///
  /// - Returns: whether they start with a UTF-8 byte order mark.
  public static func check(_ bytes: [UInt8], path: String) throws(Diagnostic) -> Bool {
    let hasByteOrderMark = try checkEncoding(bytes, path: path)
    try UTF8Validator.check(hasByteOrderMark ? bytes[3...] : bytes[...], path: path)
    return hasByteOrderMark
  }

  /// Refuses UTF-16 and NUL bytes; returns whether the bytes start with a byte order mark.
  private static func checkEncoding(_ bytes: [UInt8], path: String) throws(Diagnostic) -> Bool {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      throw Diagnostic(
        path: path,
        message: "the file is UTF-16 text (it starts with a UTF-16 byte order mark); "
          + "it must be UTF-8 text")
    }
    let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    let content = hasByteOrderMark ? bytes[3...] : bytes[...]
    // memchr: this runs over every byte of every file `parse` reads.
    let nul = content.withUnsafeBytes { raw -> Int? in
      guard let base = raw.baseAddress, let found = memchr(base, 0, raw.count) else { return nil }
      return UnsafeRawPointer(found) - base
    }
    if let nul {
      throw SourceText(bytes: Array(content)).diagnostic(
        "the file holds a NUL byte, so it is binary data or UTF-16 text; it must be UTF-8 text",
        path: path, atByte: nul)
    }
    return hasByteOrderMark
  }

  private static func checkRegular(_ status: stat, path: String) throws(Diagnostic) {
    switch status.st_mode & S_IFMT {
    case S_IFREG: return
    case S_IFDIR: throw Diagnostic(path: path, message: "is a directory, not a file")
    default: throw Diagnostic(path: path, message: "not a regular file (a device, pipe or socket)")
    }
  }

  /// The whole file, read with the system's reason on failure.
  private static func readAll(_ descriptor: Int32, size: Int, path: String)
    throws(Diagnostic) -> [UInt8]
  {
    var failure: Int32 = 0
    // Straight into the array, one byte more than the size to notice a file that grew.
    var bytes = [UInt8](unsafeUninitializedCapacity: max(0, size) + 1) { buffer, count in
      count = 0
      while count < buffer.count, failure == 0 {
        let read = systemRead(
          descriptor,
          UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[count...])))
        if read == 0 { break }
        if read > 0 { count += read } else if errno != EINTR { failure = errno }
      }
    }
    if failure == 0, bytes.count == max(0, size) + 1 {
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
      throw Diagnostic(path: path, message: FileStatus.reason(failure, for: "read the file"))
    }
    return bytes
  }
}

/// `read(2)` into `buffer`; outside the type, whose own `read` would hide it.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
  read(descriptor, buffer.baseAddress, buffer.count)
}
