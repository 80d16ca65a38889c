import Dispatch
import Synchronization

/// Runs independent pieces of work on several threads and gives their results back in order,
/// so that output stays deterministic however the work was scheduled.
public enum ParallelWork {
  /// The number of threads to use when the user names none: one per processor this process
  /// may use (asked once: the answer reads files of the system).
  public static let defaultJobs: Int = ProcessorCount.available()

  /// `body(0) … body(count - 1)`, run on up to `jobs` threads, results in index order.
  ///
  /// Workers take the next index as they finish, so uneven pieces balance out. Inlinable, so
  /// that callers get it specialized for their result type: a cold start otherwise spends
  /// more looking up generic types at run time than some of the work takes.
  @inlinable
  public static func map<Result: Sendable>(
    _ count: Int, jobs: Int = defaultJobs, _ body: @Sendable (Int) -> Result
  ) -> [Result] {
    guard count > 0 else { return [] }
    let threads = max(1, min(jobs, count))
    if threads == 1 {
      return (0..<count).map(body)
    }
    let slots = Slots<Result>(count: count)
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < count else { return }
        slots.store(body(index), at: index)
      }
    }
    return slots.collect()
  }
}

/// One slot per result; each is written by exactly one worker, and read only after all of
/// them have finished, so the slots need no lock.
@usableFromInline
final class Slots<Result>: @unchecked Sendable {
  @usableFromInline let storage: UnsafeMutablePointer<Result?>
  @usableFromInline let count: Int

  @inlinable
  init(count: Int) {
    self.count = count
    storage = .allocate(capacity: count)
    storage.initialize(repeating: nil, count: count)
  }

  @inlinable
  func store(_ result: Result, at index: Int) {
    storage[index] = result
  }

  @inlinable
  func collect() -> [Result] {
    (0..<count).compactMap { storage[$0] }
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }
}
