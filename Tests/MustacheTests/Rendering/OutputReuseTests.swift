import Dispatch
import Mustache
import Synchronization
import Testing

/// Rendering keeps the chunks of a finished render for the next one, on any thread: a reused
/// chunk must never carry bytes of an earlier render into a later one, nor be shared by two
/// renders at once.
@Suite struct OutputReuseTests {
  private let template: Template

  init() throws {
    template = try Template("{{#rows}}{{prefix}} row {{n}}: {{text}}\n{{/rows}}", name: "rows")
  }

  /// The expected text, built without the engine.
  private func expected(rows: Int, prefix: String) -> String {
    (0..<rows).map { "\(prefix) row \($0): \(String(repeating: "x", count: $0 % 97))\n" }
      .joined()
  }

  private func data(rows: Int, prefix: String) -> Value {
    .object(
      Value.Object([
        "prefix": .string(prefix),
        "rows": .list(
          (0..<rows).map {
            .object(
              Value.Object([
                "n": Value($0), "text": .string(String(repeating: "x", count: $0 % 97)),
              ]))
          }),
      ]))
  }

  /// Large, small, then large again: the small render takes chunks a large one gave back.
  @Test func aLaterRenderHoldsOnlyItsOwnText() throws {
    for (rows, prefix) in [(20_000, "a"), (3, "b"), (40_000, "c"), (1, "d"), (5_000, "e")] {
      let text = try template.render(data(rows: rows, prefix: prefix))
      #expect(text == expected(rows: rows, prefix: prefix))
    }
  }

  @Test func rendersOnManyThreadsAtOnceStayApart() throws {
    let failures = Mutex(0)
    let template = self.template
    let inputs = (0..<16).map { index in
      (
        data(rows: 2_000 + index * 500, prefix: "t\(index)"),
        expected(rows: 2_000 + index * 500, prefix: "t\(index)")
      )
    }
    DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
      let rendered = try? template.render(inputs[index].0)
      if rendered != inputs[index].1 { failures.withLock { $0 += 1 } }
    }
    #expect(failures.withLock { $0 } == 0)
  }
}
