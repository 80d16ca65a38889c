extension Value {
  /// The named values of an object, each name kept with a hash computed once.
  ///
  /// Rendering looks a tag's name up in every object on the context stack until one has
  /// it; a `Dictionary` hashes the name again at every object it asks (SipHash, most of
  /// the cost of rendering). Here a name's hash is computed once, when the template is
  /// compiled, and a lookup compares integers, then the name only where they match.
  /// Objects in templates are small, so a linear scan is the fast way up to
  /// ``sortedCount`` names; larger objects are searched by hash.
  ///
  /// Names are unique (a name given twice keeps its last value); order is not part of the
  /// value: two objects with the same names and values are equal.
  public struct Object: Sendable, Hashable {
    struct Entry: Sendable {
      let key: String
      let hash: UInt64
      var value: Value
    }

    /// From this many names on, entries are sorted by hash and found by binary search.
    static let sortedCount = 16

    /// One array, so that copying an object (as every lookup does) is one retain.
    private(set) var entries: [Entry]

    /// An object holding `pairs`; a name given twice keeps its last value.
    public init<Pairs: Sequence>(_ pairs: Pairs) where Pairs.Element == (String, Value) {
      entries = []
      entries.reserveCapacity(pairs.underestimatedCount)
      for (key, value) in pairs {
        let hash = NameHash.of(key)
        if let position = Self.scan(for: key, hash: hash, in: entries) {
          entries[position].value = value
        } else {
          entries.append(Entry(key: key, hash: hash, value: value))
        }
      }
      sortIfLarge()
    }

    /// An object holding the members of a dictionary.
    public init(_ members: [String: Value]) {
      entries = members.map { Entry(key: $0.key, hash: NameHash.of($0.key), value: $0.value) }
      sortIfLarge()
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }

    /// The members as a dictionary.
    public var dictionary: [String: Value] {
      Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// The value named `key`, or nil.
    public subscript(key: String) -> Value? {
      value(named: key, hash: NameHash.of(key))
    }

    /// The value named `key` whose ``NameHash`` is `hash`.
    func value(named key: String, hash: UInt64) -> Value? {
      entries.withUnsafeBufferPointer { entries in
        guard entries.count >= Self.sortedCount else {
          return Self.scan(for: key, hash: hash, in: entries).map { entries[$0].value }
        }
        var low = 0
        var high = entries.count
        while low < high {
          let middle = (low + high) / 2
          if entries[middle].hash < hash { low = middle + 1 } else { high = middle }
        }
        while low < entries.count, entries[low].hash == hash {
          if entries[low].key == key {
            return entries[low].value
          }
          low += 1
        }
        return nil
      }
    }

    private static func scan(
      for key: String, hash: UInt64, in entries: UnsafeBufferPointer<Entry>
    ) -> Int? {
      for position in entries.indices
      where entries[position].hash == hash && entries[position].key == key {
        return position
      }
      return nil
    }

    private static func scan(for key: String, hash: UInt64, in entries: [Entry]) -> Int? {
      entries.withUnsafeBufferPointer { scan(for: key, hash: hash, in: $0) }
    }

    private mutating func sortIfLarge() {
      if entries.count >= Self.sortedCount {
        entries.sort { $0.hash < $1.hash }
      }
    }

    public static func == (lhs: Object, rhs: Object) -> Bool {
      lhs.count == rhs.count
        && lhs.entries.allSatisfy { rhs.value(named: $0.key, hash: $0.hash) == $0.value }
    }

    public func hash(into hasher: inout Hasher) {
      // Order-independent, as equality is: a sum of each member's own hash.
      var sum = 0
      for entry in entries {
        var member = Hasher()
        member.combine(entry.key)
        member.combine(entry.value)
        sum &+= member.finalize()
      }
      hasher.combine(entries.count)
      hasher.combine(sum)
    }
  }
}

extension Value.Object: ExpressibleByDictionaryLiteral {
  public init(dictionaryLiteral elements: (String, Value)...) {
    self.init(elements)
  }
}

extension Value.Object: Sequence {
  public func makeIterator() -> some IteratorProtocol<(key: String, value: Value)> {
    entries.lazy.map { (key: $0.key, value: $0.value) }.makeIterator()
  }
}
