import Foundation
import Testing

/// Compares `actual` with the golden file `__Snapshots__/<test file>/<name>` next to the calling
/// test. Set `SNAPSHOT_RECORD=1` to (re)write golden files instead of comparing.
///
/// On a mismatch the failure shows the first differing line of each side, so the test log says
/// what changed without opening the file.
public func assertSnapshot(
  _ actual: String,
  named name: String,
  filePath: String = #filePath,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let testFile = URL(fileURLWithPath: filePath)
  let directory = testFile.deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
    .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
  let golden = directory.appendingPathComponent(name)
  let recording = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
  let expected = try? String(contentsOf: golden, encoding: .utf8)

  if recording || expected == nil {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try actual.write(to: golden, atomically: true, encoding: .utf8)
    } catch {
      Issue.record(
        "could not write snapshot \(golden.path): \(error)", sourceLocation: sourceLocation)
      return
    }
    if !recording {
      Issue.record(
        "recorded new snapshot \(golden.path); run again to compare", sourceLocation: sourceLocation
      )
    }
    return
  }
  guard let expected, expected != actual else { return }
  let difference = firstDifference(expected: expected, actual: actual)
  Issue.record("snapshot \(name) differs\n\(difference)", sourceLocation: sourceLocation)
}

private func firstDifference(expected: String, actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  for index in 0..<max(old.count, new.count) {
    let a = index < old.count ? String(old[index]) : "<end of file>"
    let b = index < new.count ? String(new[index]) : "<end of file>"
    if a != b {
      return "line \(index + 1):\n- \(a)\n+ \(b)"
    }
  }
  return "(line endings differ)"
}
