import Foundation
import Mustache
import Testing

@Suite struct ValueTests {
  @Test func decodesBooleansAsBooleansAndNumbersAsNumbers() throws {
    let json = Data(#"{"yes": true, "one": 1, "half": 0.5, "none": null, "list": [false, 0]}"#.utf8)
    let value = try JSONDecoder().decode(Value.self, from: json)
    #expect(value == ["yes": true, "one": 1, "half": 0.5, "none": nil, "list": [false, 0]])
    #expect(value["yes"] == .bool(true))
    #expect(value["one"] == .number(1))
  }

  @Test func encodesBackToTheSameJSON() throws {
    let value: Value = ["a": [1, "two", true, nil], "b": ["c": 1.5]]
    let data = try JSONEncoder().encode(value)
    #expect(try JSONDecoder().decode(Value.self, from: data) == value)
  }

  @Test func literals() {
    let count = 3
    #expect(Value("items: \(count)") == .string("items: 3"))
    #expect(Value(7) == .number(7))
    #expect(([1, "a"] as Value) == .list([.number(1), .string("a")]))
    #expect((["k": nil] as Value) == .object(["k": .null]))
  }

  @Test func truthiness() {
    #expect(!Value.bool(false).isTruthy)
    #expect(!Value.null.isTruthy)
    #expect(!Value.list([]).isTruthy)
    #expect(!Value.string("").isTruthy)
    #expect(Value.number(0).isTruthy)
    #expect(Value.object([:]).isTruthy)
    #expect(Value.string("false").isTruthy)
  }

  @Test func subscriptReadsObjectsOnly() {
    #expect(Value.object(["a": 1])["a"] == 1)
    #expect(Value.list([1])["a"] == nil)
  }

  @Test func objectsFindEveryMemberSmallOrLarge() {
    for size in [0, 1, 5, 15, 16, 17, 100] {
      let object = Value.Object((0..<size).map { ("key\($0)", Value.number(Double($0))) })
      #expect(object.count == size)
      for index in 0..<size {
        #expect(object["key\(index)"] == .number(Double(index)))
      }
      #expect(object["key\(size)"] == nil)
      #expect(object[""] == nil)
      #expect(Value.Object(object.dictionary) == object)
    }
  }

  @Test func objectsKeepTheLastValueOfARepeatedName() {
    let object = Value.Object([("a", 1), ("b", 2), ("a", 3)])
    #expect(object.count == 2)
    #expect(object["a"] == 3)
    #expect((["a": 1, "a": 2] as Value)["a"] == 2)
  }

  @Test func objectsAreEqualWhateverTheOrderOfTheirMembers() {
    let forward = Value.Object((0..<30).map { ("k\($0)", Value.number(Double($0))) })
    let backward = Value.Object((0..<30).reversed().map { ("k\($0)", Value.number(Double($0))) })
    #expect(forward == backward)
    #expect(forward.hashValue == backward.hashValue)
    #expect(Value.Object([("a", 1), ("b", 2)]) == ["b": 2, "a": 1])
    #expect(Value.Object([("a", 1), ("b", 2)]) != ["a": 1, "b": 3])
    #expect(Value.Object([("a", 1)]) != ["a": 1, "b": 2])
    #expect(Set([Value.object(["a": 1, "b": 2]), .object(["b": 2, "a": 1])]).count == 1)
  }
}
