import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes Ctrl-C and `kill` wait for a file being written to be renamed into place, so that an
/// interrupted run leaves no half-written or temporary file (SIGKILL cannot be held off).
///
/// ``install()`` blocks SIGINT, SIGTERM and SIGHUP in every thread and hands them to one
/// thread that ends the process at once, or, during ``whileWriting(_:)``, as soon as the
/// write is done. Without it, writes simply run.
public enum Interruptions {
  private struct State {
    var installed = false
    var writing = 0
    var interrupted: Int32?
  }

  private static let state = Mutex(State())
  /// What runs before an interruption ends the process (see ``beforeExit(_:)``); the lock
  /// also makes a second thread that would end the process wait for the first.
  private static let exitHooks = Mutex<[@Sendable () -> Void]>([])

  /// Runs `hook` before an interruption ends the process: to remove files that must not
  /// outlive an unfinished run. It may run on any thread, never while a write is under way.
  public static func beforeExit(_ hook: @escaping @Sendable () -> Void) {
    exitHooks.withLock { $0.append(hook) }
  }

  /// Runs the hooks, then ends the process as `signal` asks.
  private static func end(_ signal: Int32) -> Never {
    exitHooks.withLock { hooks in
      for hook in hooks { hook() }
      _exit(128 + signal)
    }
  }

  /// Call once, first thing in `main`, before any other thread starts: threads inherit the
  /// blocked signals from the thread that creates them.
  public static func install() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    state.withLock { $0.installed = true }
    let waited = signals
    Thread.detachNewThread {
      var signals = waited
      var received: Int32 = 0
      while sigwait(&signals, &received) == 0 {
        let exitNow = state.withLock { state -> Bool in
          state.interrupted = received
          return state.writing == 0
        }
        if exitNow { end(received) }
      }
    }
  }

  /// Runs `body` (a write and its rename) with interruptions held until it returns.
  public static func whileWriting<Result, Failure: Error>(_ body: () throws(Failure) -> Result)
    throws(Failure)
    -> Result
  {
    let installed = state.withLock { state -> Bool? in
      if let signal = state.interrupted {
        // Ending the process here would cut short another thread's write and leave its
        // temporary file: when one is under way, the last to finish ends the process.
        if state.writing == 0 { end(signal) }
        return nil
      }
      state.writing += 1
      return state.installed
    }
    guard let installed else { waitForTheEnd() }
    defer {
      let signal = state.withLock { state -> Int32? in
        state.writing -= 1
        return state.writing == 0 ? state.interrupted : nil
      }
      if installed, let signal { end(signal) }
    }
    return try body()
  }

  /// Blocks the calling thread until another ends the process.
  private static func waitForTheEnd() -> Never {
    while true { sleep(60) }
  }
}
