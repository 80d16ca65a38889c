import Diagnostics
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files written below one root under temporary names as they are produced, and renamed into
/// place together only once the whole run is known to be good: a run that streams its output
/// can then keep the promise that an error writes nothing.
///
/// ``stage(_:at:)`` may be called from several threads. Each file goes to `.NAME.PID.RANDOM.tmp`
/// beside its target (see ``TemporaryName``), in a directory opened as ``OutputPlan`` opens
/// them: relative to its parent's descriptor, never through a symbolic link, made when missing.
/// ``commit()`` renames every staged file into place (each keeps the mode of the file it
/// replaces) with interruptions held until the last rename. ``discard()`` removes every staged
/// file and every directory staging made, leaving the tree as it was. A Ctrl-C or `kill` before
/// the commit discards too; a run killed with SIGKILL leaves temporary files whose process is
/// gone, which the next run removes (``TemporaryName/leftovers(in:)``).
public final class StagedWrites: Sendable {
  /// One staged file.
  private struct Staged {
    var directory: Int32
    var temporary: String
    var name: String
    var display: String
  }

  private struct State {
    var directories: DirectoryHandles?
    var staged: [Staged] = []
    var finished = false
  }

  public let root: String
  public let displayRoot: String
  private let state = Mutex(State())

  public init(root: String, displayRoot: String? = nil) {
    self.root = root
    self.displayRoot = displayRoot ?? root
    Interruptions.beforeExit { [weak self] in self?.discard() }
  }

  /// How many files are staged.
  public var count: Int { state.withLock { $0.staged.count } }

  /// Writes `contents` under a temporary name beside `path` (relative to the root), to be
  /// renamed into place by ``commit()``.
  ///
  /// - Throws: a ``Diagnostic`` naming the file, when its directory cannot be made or opened
  ///   or the file cannot be written; nothing of it is left behind.
  public func stage(_ contents: String, at path: String) throws(Diagnostic) {
    let display = OutputPlan.join(displayRoot, path)
    let (parent, name) = OutputPlan.split(path)
    let directory = try state.withLock { state throws(Diagnostic) -> Int32 in
      guard !state.finished else {
        throw Diagnostic(path: display, message: "the run has already ended")
      }
      if state.directories == nil {
        state.directories = try DirectoryHandles(root: root, displayRoot: displayRoot)
      }
      do throws(Diagnostic) {
        // Opened in place: the handles are never copied.
        if let descriptor = try state.directories?.open(parent, creating: true) {
          return descriptor
        }
        throw Diagnostic(path: display, message: "cannot open the output directory")
      } catch {
        // Named by the file it stops, as a failed write is.
        throw Diagnostic(path: display, message: error.message)
      }
    }
    let temporary = TemporaryName.make(for: name)
    try Interruptions.whileWriting { () throws(Diagnostic) in
      try OutputPlan.writeTemporary(
        contents, in: directory, temporary: temporary, replacing: name, display: display)
      state.withLock { state in
        state.staged.append(
          Staged(directory: directory, temporary: temporary, name: name, display: display))
      }
    }
  }

  /// Renames every staged file into place, in the order they were staged, with interruptions
  /// held until the last one; then closes the directories.
  ///
  /// - Throws: ``DiagnosticsError`` with every rename that failed (each such file keeps its
  ///   old contents, and its temporary file is removed).
  public func commit() throws(DiagnosticsError) {
    let failures = Interruptions.whileWriting { () -> [Diagnostic] in
      state.withLock { state -> [Diagnostic] in
        var failures: [Diagnostic] = []
        for file in state.staged
        where renameat(file.directory, file.temporary, file.directory, file.name) != 0 {
          let code = errno
          unlinkat(file.directory, file.temporary, 0)
          failures.append(
            Diagnostic(
              path: file.display,
              message: "cannot write the file: \(String(cString: strerror(code)))"))
        }
        state.staged = []
        state.finished = true
        state.directories?.closeAll()
        state.directories = nil
        return failures
      }
    }
    guard failures.isEmpty else { throw DiagnosticsError(failures) }
  }

  /// Removes every staged file and every directory staging made (when empty), and closes the
  /// directories; nothing is renamed into place. Safe to call more than once.
  public func discard() {
    state.withLock { state in
      guard !state.finished else { return }
      for file in state.staged {
        unlinkat(file.directory, file.temporary, 0)
      }
      state.staged = []
      state.finished = true
      state.directories?.removeMade()
      state.directories?.closeAll()
      state.directories = nil
    }
  }
}
