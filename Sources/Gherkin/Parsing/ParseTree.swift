/// A parsed document as the parser builds it: flat arrays of small nodes whose texts are byte
/// ranges, not strings.
///
/// Building a ``GherkinDocument`` makes a string and an array for nearly every node, and
/// freeing them costs as much again; `parse --format ast` writes the messages straight from
/// this tree instead, and ``document(source:)`` makes the public AST from it for everyone
/// else. A node's children are a range of the array that holds them: the grammar finishes
/// the children of one node before it starts those of the next, so they are contiguous.
struct ParseTree: Sendable {
  /// The dialect the keywords come from.
  var dialect: CompiledDialect
  /// Texts that are not a range of the source: descriptions whose lines are not one run of
  /// the source, doc strings (their indentation removed) and cells with escapes.
  var scratch: [UInt8] = []

  var comments: [CommentNode] = []
  var tags: [TagNode] = []
  var cells: [CellNode] = []
  var rows: [RowNode] = []
  var docStrings: [DocStringNode] = []
  var steps: [StepNode] = []
  var examples: [ExamplesNode] = []
  var scenarios: [ScenarioNode] = []
  var backgrounds: [BackgroundNode] = []
  var rules: [RuleNode] = []
  var featureChildren: [Child] = []
  var ruleChildren: [Child] = []
  var feature: FeatureNode?
  /// How many ids the document uses (they are `0..<idCount`).
  var idCount = 0

  init(dialect: CompiledDialect) {
    self.dialect = dialect
  }

  // MARK: - Texts

  /// Where a text's bytes are.
  struct Text: Sendable {
    enum Storage: UInt8, Sendable {
      /// `start..<end` of the source.
      case source
      /// `start..<end` of ``ParseTree/scratch``.
      case scratch
      /// The dialect's keyword number `start`.
      case keyword
    }

    var storage: Storage
    var start: Int
    var end: Int

    static let empty = Text(storage: .source, start: 0, end: 0)

    static func source(_ start: Int, _ end: Int) -> Text {
      Text(storage: .source, start: start, end: end)
    }

    var isEmpty: Bool { storage != .keyword && start == end }
  }

  // MARK: - Nodes

  struct CommentNode: Sendable {
    var line: Int
    var text: Text
  }

  struct TagNode: Sendable {
    var line: Int
    var column: Int
    var name: Text
    var id = 0
  }

  struct CellNode: Sendable {
    var column: Int
    var value: Text
  }

  struct RowNode: Sendable {
    var line: Int
    var column: Int
    var cells: Range<Int>
    var id = 0
  }

  struct DocStringNode: Sendable {
    var line: Int
    var column: Int
    var mediaType: Text?
    var content = Text.empty
    /// `"""` or ```` ``` ````, or `.none` when the delimiter is ``delimiterText`` (a Markdown
    /// fence).
    var delimiter: DocStringDelimiter
    var delimiterText: Text
  }

  struct StepNode: Sendable {
    var line: Int
    var column: Int
    var keyword: Text
    var keywordType: StepKeywordType
    var text: Text
    /// An index into ``ParseTree/docStrings``, or -1.
    var docString = -1
    /// The data table's rows; empty when the step has none.
    var table = 0..<0
    var id = 0
  }

  /// What every keyword line has.
  struct Header: Sendable {
    var line: Int
    var column: Int
    var keyword: Text
    var name: Text
    var description = Text.empty
    var tags = 0..<0
  }

  struct ExamplesNode: Sendable {
    var header: Header
    /// The table header, then its body; empty when there is no table.
    var rows = 0..<0
    var id = 0
  }

  struct ScenarioNode: Sendable {
    var header: Header
    var steps = 0..<0
    var examples = 0..<0
    var id = 0
  }

  struct BackgroundNode: Sendable {
    var header: Header
    var steps = 0..<0
    var id = 0
  }

  struct RuleNode: Sendable {
    var header: Header
    /// A range of ``ParseTree/ruleChildren``.
    var children = 0..<0
    var id = 0
  }

  struct FeatureNode: Sendable {
    var header: Header
    /// A range of ``ParseTree/featureChildren``.
    var children = 0..<0
  }

  /// A child of a feature or rule: an index into the array of its kind.
  enum Child: Sendable {
    case background(Int)
    case scenario(Int)
    case rule(Int)
  }
}
