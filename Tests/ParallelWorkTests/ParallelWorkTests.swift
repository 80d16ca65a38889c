import ParallelWork
import Synchronization
import Testing

@Suite struct ParallelWorkTests {
  @Test(arguments: [1, 2, 8])
  func returnsResultsInIndexOrder(jobs: Int) {
    let results = ParallelWork.map(1000, jobs: jobs) { index in index * index }
    #expect(results == (0..<1000).map { $0 * $0 })
  }

  @Test func runsEveryIndexOnce() {
    let calls = Mutex([Int: Int]())
    _ = ParallelWork.map(500, jobs: 4) { index in calls.withLock { $0[index, default: 0] += 1 } }
    #expect(calls.withLock { $0 } == Dictionary(uniqueKeysWithValues: (0..<500).map { ($0, 1) }))
  }

  @Test func handlesNoWork() {
    #expect(ParallelWork.map(0) { $0 }.isEmpty)
  }
}
