import Foundation
import Mustache
import Testing

@Suite struct ValueTests {
  @Test func decodesBooleansAsBooleansAndNumbersAsNumbers() throws {
    let json = Data(#"{"yes": true, "one": 1, "half": 0.5, "none": null, "list": [false]}"#.utf8)
    let value = try JSONDecoder().decode(Value.self, from: json)
    #expect(
      value == ["yes": true, "one": 1, "half": 0.5, "none": nil, "list": [false]])
  }
}
