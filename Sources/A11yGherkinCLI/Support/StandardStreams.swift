import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard output and error, written with the system's calls so that a closed,
/// full or broken stream is an error the tool reports (exit 2), never a crash.
public enum StandardStreams {
  private static let failure = Mutex<String?>(nil)

  /// Call first in `main`. A closed standard stream is given `/dev/null`, so that no file the
  /// tool opens can take its number and receive its messages; returns an error message when
  /// standard output was closed: the tool would write files it could not report.
  public static func prepare() -> String? {
    var closedOutput = false
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      if descriptor == STDOUT_FILENO { closedOutput = true }
      let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      if null >= 0, null != descriptor {
        dup2(null, descriptor)
        close(null)
      }
    }
    return closedOutput
      ? "error: standard output is closed; nothing was done, since nothing could be reported\n"
      : nil
  }

  /// Writes `text` to standard output; a failure is kept for ``outputFailure``.
  public static func writeOutput(_ text: String) {
    write(text, to: STDOUT_FILENO, name: "standard output")
  }

  /// Writes bytes to standard output; a failure is kept for ``outputFailure``.
  public static func writeOutput(bytes: UnsafeRawBufferPointer) {
    write(bytes, to: STDOUT_FILENO, name: "standard output")
  }

  /// Writes `text` to standard error; a failure is kept for ``outputFailure``.
  public static func writeError(_ text: String) {
    write(text, to: STDERR_FILENO, name: "standard error")
  }

  /// Why writing to a standard stream failed, if it did.
  public static var outputFailure: String? {
    failure.withLock { $0 }
  }

  private static func write(_ text: String, to descriptor: Int32, name: String) {
    var text = text
    text.withUTF8 { write(UnsafeRawBufferPointer($0), to: descriptor, name: name) }
  }

  private static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, name: String) {
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    var problem: Int32?
    while offset < bytes.count {
      let written = systemWrite(descriptor, base + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        problem = errno
        break
      }
      offset += written
    }
    if let problem {
      let message = "cannot write to \(name): \(String(cString: strerror(problem)))"
      failure.withLock { if $0 == nil { $0 = message } }
    }
  }
}

/// `write(2)`; outside the type, whose own `write` would hide it.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
