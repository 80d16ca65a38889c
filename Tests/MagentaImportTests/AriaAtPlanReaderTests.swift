import Foundation
import MagentaImport
import TestSupport
import Testing

@Suite struct AriaAtPlanReaderTests {
  /// `../shared/aria-at/apg`.
  static var plans: URL {
    TestData.root.deletingLastPathComponent().appendingPathComponent("aria-at/apg")
  }

  static var plansExist: Bool { FileManager.default.fileExists(atPath: plans.path) }

  @Test func readsQuotedFieldsLineBreaksAndDoubledQuotes() throws {
    let table = try #require(
      CSVTable(text: "a,b,c\n1,\"two, too\",\"say \"\"hi\"\"\nthere\"\n3,,\n"))
    #expect(table.columns == ["a", "b", "c"])
    #expect(table.rows.count == 2)
    #expect(table.rows[0]["b"] == "two, too")
    #expect(table.rows[0]["c"] == "say \"hi\"\nthere")
    #expect(table.rows[0].line == 2)
    #expect(table.rows[1]["a"] == "3")
    #expect(table.rows[1].line == 4)
    #expect(table.rows[1]["missing"] == "")
    #expect(CSVTable(text: "a\n\"never closed\n") == nil)
  }

  @Test func namesEachAssertionOfEachTestWithItsPriority() throws {
    let tests = """
      testId,title,assertions
      navToSwitch,Navigate to a switch,roleSwitch nameNotifications 2:stateOff
      readSwitch,Read a switch,0:roleGroup roleSwitch

      """
    let assertions = """
      assertionId,priority,assertionStatement
      roleSwitch,1,Role 'switch' is conveyed
      nameNotifications,1,Name 'Notifications' is conveyed
      stateOff,1,State 'off' is conveyed
      roleGroup,2,Role 'group' is conveyed

      """
    let requirements = try AriaAtPlanReader().requirements(
      tests: tests, assertions: assertions, path: "switch/data/tests.csv")
    #expect(
      requirements.map { "\($0.locator) \($0.priority ?? 0) \($0.line)" } == [
        "navToSwitch/roleSwitch 1 2", "navToSwitch/nameNotifications 1 2",
        "navToSwitch/stateOff 2 2", "readSwitch/roleSwitch 1 3",
      ])
    #expect(requirements[0].text == "Role 'switch' is conveyed")
  }

  @Test func aTestNamingAnUnknownAssertionIsAnError() {
    #expect(throws: (any Error).self) {
      try AriaAtPlanReader().requirements(
        tests: "testId,assertions\nt,roleNone\n",
        assertions: "assertionId,priority,assertionStatement\nroleSwitch,1,x\n", path: "p")
    }
  }

  @Test func readsTheOlderFormatByColumnWithPrioritiesInTheText() throws {
    let tests = """
      testId,title,assertion1,assertion2,assertion3
      1,Navigate to a meter,Role 'meter' is conveyed,2:Minimum value '0' is conveyed,
      2,Read a meter,3|Maximum value is conveyed,,

      """
    let requirements = try AriaAtPlanReader().requirements(
      tests: tests, assertions: nil, path: "meter/data/tests.csv")
    #expect(
      requirements.map { "\($0.locator) \($0.priority ?? 0) \($0.text)" } == [
        "1/assertion1 1 Role 'meter' is conveyed", "1/assertion2 2 Minimum value '0' is conveyed",
        "2/assertion1 3 Maximum value is conveyed",
      ])
  }

  /// Every plan in `../shared` reads, and the counts of a few are what the plans hold.
  @Test(.enabled(if: plansExist)) func readsEveryPlanOfTheSharedCopy() throws {
    var counts: [String: (all: Int, must: Int)] = [:]
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.plans.path)
    for name in names {
      let data = Self.plans.appendingPathComponent(name).appendingPathComponent("data")
      let tests = try String(contentsOf: data.appendingPathComponent("tests.csv"), encoding: .utf8)
      let assertions = try? String(
        contentsOf: data.appendingPathComponent("assertions.csv"), encoding: .utf8)
      let requirements = try AriaAtPlanReader().requirements(
        tests: tests, assertions: assertions, path: name)
      #expect(!requirements.isEmpty, "\(name)")
      #expect(Set(requirements.map(\.locator)).count == requirements.count, "\(name)")
      counts[name] = (requirements.count, requirements.filter { $0.priority == 1 }.count)
    }
    #expect(names.count == 40)
    #expect(counts["switch"]?.all == 20 && counts["switch"]?.must == 20)
    #expect(counts["checkbox"]?.all == 26 && counts["checkbox"]?.must == 22)
    #expect(counts["rating-slider"]?.all == 87)
    #expect(counts["tabs-manual-activation"]?.must == 34)
  }
}
