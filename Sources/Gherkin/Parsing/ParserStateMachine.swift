/// The parser's states and transitions, derived from the Gherkin grammar (`gherkin.berp`).
///
/// Each state is a position in the grammar, identified by the stack of open rules, and lists
/// the token types it accepts in the order the official generated parsers try them: end of
/// file first; then what the grammar allows next, grouped by token type in grammar order;
/// `#Other` (which matches any line) last; and the ignored tokens `#Comment`, `#Empty` after
/// everything in states where the grammar does not mention them. That order decides which
/// reading wins for an ambiguous line and is the `expected:` list of error messages, so the
/// messages match the official ones word for word.
///
/// Two tag-line transitions carry a look-ahead, as in the grammar: a tag line belongs to the
/// next scenario only if a `Scenario:` line follows (after more tags, comments or blank
/// lines), and to the next examples block only if an `Examples:` line follows; otherwise it
/// starts a `Rule:`.
struct ParserStateMachine: Sendable {
  /// What a look-ahead must find after a run of tag, comment and blank lines.
  enum Lookahead: UInt8, Sendable {
    case none
    case scenarioLine
    case examplesLine
  }

  struct Transition: Sendable {
    var token: TokenType
    var lookahead: Lookahead
    var target: Int
    /// Rules to close, innermost first: `actions[endsStart..<endsEnd]`.
    var endsStart: Int
    var endsEnd: Int
    /// Rules to open, outermost first: `actions[endsEnd..<startsEnd]`.
    var startsEnd: Int
  }

  /// Each state's transitions, `transitions[stateTransitions[state]]`.
  var stateTransitions: [Range<Int>]
  /// Each state's `expected:` list for error messages: `#EOF, #Language, …`.
  var expected: [String]
  /// Each state's name in the grammar, such as `feature.scenario.step.table`.
  var names: [String]
  var transitions: [Transition]
  var actions: [RuleType]
  var startState: Int

  static let shared = ParserStateMachine()

  private init() {
    var builder = Builder()
    builder.defineGrammar()
    self = builder.finish()
  }
}

// MARK: - Building the states from the grammar

extension ParserStateMachine {
  /// One transition before state numbers are resolved.
  private struct Edge {
    var token: TokenType
    var lookahead: Lookahead = .none
    var target: String
    /// The rule this transition starts afresh even when the target's stack already has it
    /// open (a new step after a step, a new scenario after a scenario).
    var restarts: RuleType?
  }

  private struct Builder {
    var names: [String] = []
    var stacks: [String: [RuleType]] = [:]
    var edges: [String: [Edge]] = [:]

    mutating func state(_ name: String, _ stack: [RuleType], _ outgoing: [Edge]) {
      names.append(name)
      stacks[name] = stack
      edges[name] = outgoing
    }

    // MARK: Shapes of states

    /// A keyword line with a description helper after it: blank lines, then a description.
    func header(_ name: String, description: String, next: [Edge]) -> [Edge] {
      [edge(.eof, "end"), edge(.empty, name), edge(.comment, description)] + next
        + [edge(.other, description)]
    }

    /// Inside a description: more text or comments, until something else starts.
    func description(_ name: String, next: [Edge]) -> [Edge] {
      [edge(.eof, "end"), edge(.comment, name)] + next + [edge(.other, name)]
    }

    /// A state where comments and blank lines are ignored tokens.
    func ignoring(_ name: String, next: [Edge]) -> [Edge] {
      [edge(.eof, "end")] + next + [edge(.comment, name), edge(.empty, name)]
    }

    /// A run of tag lines before the keyword line they belong to.
    func tags(_ name: String, keyword: TokenType, target: String) -> [Edge] {
      [edge(.tagLine, name), edge(keyword, target), edge(.comment, name), edge(.empty, name)]
    }

    /// Inside a doc string, until its closing delimiter.
    func docString(_ name: String, closed: String) -> [Edge] {
      [edge(.docStringSeparator, closed), edge(.other, name)]
    }

    func edge(
      _ token: TokenType,
      _ target: String,
      lookahead: Lookahead = .none,
      restarts: RuleType? = nil
    ) -> Edge {
      Edge(token: token, lookahead: lookahead, target: target, restarts: restarts)
    }

    // MARK: What may follow

    /// After a background (or a feature or rule header): scenarios, then rules.
    func afterBackground(_ container: String) -> [Edge] {
      [
        edge(
          .tagLine, container + ".scenarioTags", lookahead: .scenarioLine,
          restarts: .scenarioDefinition),
        edge(.tagLine, "ruleTags", restarts: .rule),
        edge(.scenarioLine, container + ".scenario", restarts: .scenarioDefinition),
        edge(.ruleLine, "ruleHeader", restarts: .rule),
      ]
    }

    /// After a scenario's steps or an examples block: examples, scenarios, then rules.
    func afterScenarioPart(_ container: String) -> [Edge] {
      [
        edge(
          .tagLine, container + ".examplesTags", lookahead: .examplesLine,
          restarts: .examplesDefinition),
        edge(
          .tagLine, container + ".scenarioTags", lookahead: .scenarioLine,
          restarts: .scenarioDefinition),
        edge(.tagLine, "ruleTags", restarts: .rule),
        edge(.examplesLine, container + ".examples", restarts: .examplesDefinition),
        edge(.scenarioLine, container + ".scenario", restarts: .scenarioDefinition),
        edge(.ruleLine, "ruleHeader", restarts: .rule),
      ]
    }

    // MARK: The grammar

    mutating func defineGrammar() {
      state(
        "start", [],
        [
          edge(.eof, "end"), edge(.language, "language"), edge(.tagLine, "featureTags"),
          edge(.featureLine, "featureHeader"), edge(.comment, "start"), edge(.empty, "start"),
        ])
      state(
        "language", [.feature, .featureHeader],
        [
          edge(.tagLine, "featureTags"), edge(.featureLine, "featureHeader"),
          edge(.comment, "language"), edge(.empty, "language"),
        ])
      state(
        "featureTags", [.feature, .featureHeader, .tags],
        tags("featureTags", keyword: .featureLine, target: "featureHeader"))
      let featureNext = [edge(.backgroundLine, "feature.background")] + afterBackground("feature")
      state(
        "featureHeader", [.feature, .featureHeader],
        header("featureHeader", description: "featureDescription", next: featureNext))
      state(
        "featureDescription", [.feature, .featureHeader, .description],
        description("featureDescription", next: featureNext))

      defineContainer("feature", [.feature])

      state(
        "ruleTags", [.feature, .rule, .ruleHeader, .tags],
        tags("ruleTags", keyword: .ruleLine, target: "ruleHeader"))
      let ruleNext = [edge(.backgroundLine, "rule.background")] + afterBackground("rule")
      state(
        "ruleHeader", [.feature, .rule, .ruleHeader],
        header("ruleHeader", description: "ruleDescription", next: ruleNext))
      state(
        "ruleDescription", [.feature, .rule, .ruleHeader, .description],
        description("ruleDescription", next: ruleNext))

      defineContainer("rule", [.feature, .rule])

      state("end", [], [])
    }

    /// The background, scenarios and examples of a feature or of a rule.
    mutating func defineContainer(_ name: String, _ container: [RuleType]) {
      let background = container + [.background]
      let backgroundNext = [edge(.stepLine, name + ".background.step")] + afterBackground(name)
      state(
        name + ".background", background,
        header(
          name + ".background", description: name + ".background.description",
          next: backgroundNext))
      state(
        name + ".background.description", background + [.description],
        description(name + ".background.description", next: backgroundNext))
      defineSteps(name + ".background", background, follow: afterBackground(name))

      let scenario = container + [.scenarioDefinition, .scenario]
      state(
        name + ".scenarioTags", container + [.scenarioDefinition, .tags],
        tags(name + ".scenarioTags", keyword: .scenarioLine, target: name + ".scenario"))
      let scenarioNext = [edge(.stepLine, name + ".scenario.step")] + afterScenarioPart(name)
      state(
        name + ".scenario", scenario,
        header(
          name + ".scenario", description: name + ".scenario.description",
          next: scenarioNext))
      state(
        name + ".scenario.description", scenario + [.description],
        description(name + ".scenario.description", next: scenarioNext))
      defineSteps(name + ".scenario", scenario, follow: afterScenarioPart(name))

      let examples = scenario + [.examplesDefinition, .examples]
      let examplesNext = [edge(.tableRow, name + ".examples.table")] + afterScenarioPart(name)
      state(
        name + ".examplesTags", scenario + [.examplesDefinition, .tags],
        tags(name + ".examplesTags", keyword: .examplesLine, target: name + ".examples"))
      state(
        name + ".examples", examples,
        header(
          name + ".examples", description: name + ".examples.description",
          next: examplesNext))
      state(
        name + ".examples.description", examples + [.description],
        description(name + ".examples.description", next: examplesNext))
      state(
        name + ".examples.table", examples + [.examplesTable],
        ignoring(
          name + ".examples.table",
          next: [edge(.tableRow, name + ".examples.table")] + afterScenarioPart(name)))
    }

    /// A step of a background or scenario and its arguments: a data table, a doc string, or
    /// both in either order.
    mutating func defineSteps(_ owner: String, _ ownerStack: [RuleType], follow: [Edge]) {
      let step = ownerStack + [.step]
      let name = owner + ".step"
      let next = [edge(.stepLine, name, restarts: .step)] + follow
      state(
        name, step,
        ignoring(
          name,
          next: [edge(.tableRow, name + ".table"), edge(.docStringSeparator, name + ".docString")]
            + next))
      // A data table, then maybe a doc string.
      state(
        name + ".table", step + [.dataTable],
        ignoring(
          name + ".table",
          next: [
            edge(.tableRow, name + ".table"),
            edge(.docStringSeparator, name + ".table.docString"),
          ] + next))
      state(
        name + ".table.docString", step + [.docString],
        docString(name + ".table.docString", closed: name + ".table.docString.closed"))
      state(
        name + ".table.docString.closed", step + [.docString],
        ignoring(name + ".table.docString.closed", next: next))
      // A doc string, then maybe a data table.
      state(
        name + ".docString", step + [.docString],
        docString(name + ".docString", closed: name + ".docString.closed"))
      state(
        name + ".docString.closed", step + [.docString],
        ignoring(
          name + ".docString.closed", next: [edge(.tableRow, name + ".docString.table")] + next))
      state(
        name + ".docString.table", step + [.dataTable],
        ignoring(
          name + ".docString.table", next: [edge(.tableRow, name + ".docString.table")] + next))
    }

    // MARK: Resolving

    /// Numbers the states and turns each edge into the rules it closes and opens: everything
    /// above the deepest rule both stacks share (or above the rule the edge restarts).
    func finish() -> ParserStateMachine {
      var index: [String: Int] = [:]
      for (number, name) in names.enumerated() {
        index[name] = number
      }
      var stateTransitions: [Range<Int>] = []
      var expectedLists: [String] = []
      var transitions: [Transition] = []
      var actions: [RuleType] = []
      for name in names {
        let from = stacks[name] ?? []
        let first = transitions.count
        var expected: [String] = []
        for edge in edges[name] ?? [] {
          guard let target = index[edge.target], let to = stacks[edge.target] else {
            assertionFailure("the grammar refers to an undefined state \(edge.target)")
            continue
          }
          var keep = 0
          while keep < from.count, keep < to.count, from[keep] == to[keep] {
            keep += 1
          }
          if let restarted = edge.restarts, let depth = to.firstIndex(of: restarted) {
            keep = min(keep, depth)
          }
          let endsStart = actions.count
          actions.append(contentsOf: from[keep...].reversed())
          let endsEnd = actions.count
          actions.append(contentsOf: to[keep...])
          transitions.append(
            Transition(
              token: edge.token, lookahead: edge.lookahead, target: target,
              endsStart: endsStart, endsEnd: endsEnd, startsEnd: actions.count))
          let tokenName = "#" + edge.token.name
          if !expected.contains(tokenName) {
            expected.append(tokenName)
          }
        }
        stateTransitions.append(first..<transitions.count)
        expectedLists.append(expected.joined(separator: ", "))
      }
      return ParserStateMachine(
        stateTransitions: stateTransitions, expected: expectedLists, names: names,
        transitions: transitions, actions: actions, startState: index["start"] ?? 0)
    }
  }

  private init(
    stateTransitions: [Range<Int>], expected: [String], names: [String],
    transitions: [Transition], actions: [RuleType], startState: Int
  ) {
    self.stateTransitions = stateTransitions
    self.expected = expected
    self.names = names
    self.transitions = transitions
    self.actions = actions
    self.startState = startState
  }
}
