import Diagnostics

// Shared by every fuzz target (compiled into each one by Scripts/fuzz.sh): stopping on a
// broken property, splitting the input, and checking the diagnostics an input produced.

// MARK: - Properties

/// Stops the process when `condition` is false, printing `message` first: libFuzzer catches the
/// trap, saves the input as a crash artifact and reports it like any other crash.
func require(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  guard condition() else {
    violated(message(), file: file, line: line)
  }
}

/// Stops the process with `message`, as ``require(_:_:file:line:)`` does.
func violated(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
  fatalError("property violated: \(message)", file: file, line: line)
}

// MARK: - Input

/// The input split at NUL bytes, each part decoded as UTF-8 (invalid bytes become U+FFFD, so
/// every input yields text); `limit` parts at most, the last keeping any further NULs.
func parts(of bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> [String] {
  bytes.split(separator: 0, maxSplits: max(0, limit - 1), omittingEmptySubsequences: false)
    .map { String(decoding: $0, as: UTF8.self) }
}

// MARK: - Diagnostics

/// Checks what a failed parse or load reported: at least one diagnostic, each under `path`,
/// located inside `source` when it has a location, and printable.
func checkDiagnostics(_ diagnostics: [Diagnostic], path: String, source: some Collection<UInt8>) {
  require(!diagnostics.isEmpty, "an error without diagnostics")
  // Lines end at \n, \r\n or \r; an unexpected end of file may be reported on the line after
  // the last one.
  let lastLine =
    source.reduce(1) { count, byte in
      byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") ? count + 1 : count
    } + 1
  let renderer = DiagnosticRenderer(colored: false)
  for diagnostic in diagnostics {
    require(diagnostic.path == path, "diagnostic under another path: \(diagnostic)")
    require(!diagnostic.message.isEmpty, "diagnostic without a message")
    if let location = diagnostic.location {
      require(
        location.line >= 1 && location.line <= lastLine && location.column >= 1,
        "diagnostic outside the source (\(lastLine) lines): \(diagnostic.description)")
    }
    _ = renderer.render(diagnostic)
  }
}
