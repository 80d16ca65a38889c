import A11yCriteria
import CucumberExpressions
import Mustache

/// What a step-definition template sees of one phrase: its expression and regular expression,
/// quoted for each language, its parameters, and what the step must do and check.
enum StepPhraseContext {
  /// `registration` is the runner's line that registers the phrase, where it has one;
  /// `platform` is the one platform the runner tests (nil: any), which decides whether a
  /// phrase automatable on some platforms is manual for it.
  static func value(
    _ phrase: StepPhrase, name: String, types: [ParameterType], marker: String,
    registration: String? = nil, platform: String? = nil
  ) -> Value {
    let manual = phrase.isManual(on: platform)
    let source = phrase.expression.source
    let parameters = parameterNames(source)
    let keyword = phrase.keyword ?? "Given"
    let builtInTypes: [String: String] = ["int": "Integer", "float": "Double"]
    return .object([
      "marker": .string(marker),
      "name": .string(name),
      "functionName": .string(name.prefix(1).lowercased() + name.dropFirst()),
      "snakeName": .string(StepRunner.snake(name)),
      "expression": .string(source),
      "expressionQuoted": .string(quoted(source)),
      "regex": .string(phrase.expression.pattern),
      "registration": .string(registration ?? ""),
      // Read by templates exported by earlier versions, which wrote the registration out.
      "regexUnanchored": .string(String(phrase.expression.pattern.dropFirst().dropLast())),
      "keywordLower": .string(phrase.keyword?.lowercased() ?? "step"),
      "regexQuoted": .string(quoted(phrase.expression.pattern)),
      "regexSlashed": .string(phrase.expression.pattern.replacingOccurrences(of: "/", with: "\\/")),
      "keyword": .string(keyword),
      "manual": .bool(manual),
      "what": .string(what(phrase, manual: manual)),
      "api": .string(api(phrase)),
      "parameters": .list(
        parameters.enumerated().map { index, parameter in
          .object([
            "name": .string(parameter.variable),
            "javaType": .string(builtInTypes[parameter.type] ?? "String"),
            "last": .bool(index == parameters.count - 1),
          ])
        }),
    ])
  }

  static func typeValue(_ type: ParameterType) -> Value {
    let regex = type.regexps.map { "(?:\($0))" }.joined(separator: "|")
    return .object([
      "name": .string(type.name),
      "regex": .string(regex),
      "regexQuoted": .string(quoted(regex)),
      "regexSlashed": .string(regex.replacingOccurrences(of: "/", with: "\\/")),
    ])
  }

  /// `"…"` contents for Java, JavaScript and Python: backslashes and quotes escaped.
  static func quoted(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }

  /// The parameters of an expression in order, each with a variable name unique in it.
  static func parameterNames(_ source: String) -> [(type: String, variable: String)] {
    var result: [(String, String)] = []
    var rest = Substring(source)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      let type = String(rest[rest.index(after: open)..<close])
      var variable = type.isEmpty ? "value" : type
      if ["string", "int", "float", "word"].contains(variable) { variable = "text" }
      let count = result.filter { $0.1.hasPrefix(variable) }.count
      result.append((type, count == 0 ? variable : variable + String(count + 1)))
      rest = rest[rest.index(after: close)...]
    }
    return result
  }

  private static func what(_ phrase: StepPhrase, manual: Bool) -> String {
    let text = phrase.expression.source
    let task =
      switch phrase.keyword {
      case "Given": "Bring the app to this state: \(text)."
      case "When": "Do this as a user would: \(text)."
      case "Then": "Check this outcome, and fail when it does not hold: \(text)."
      default: "Make this hold: \(text)."
      }
    return manual
      ? task + " Only a person can judge it: scenarios using it are tagged @manual." : task
  }

  /// The accessibility API a test usually reads for a phrase, from its words.
  private static func api(_ phrase: StepPhrase) -> String {
    let text = phrase.expression.source.lowercased()
    if text.contains("announce") || text.contains("reads") {
      return
        "What the screen reader says: accessibilityLabel, accessibilityValue and accessibilityTraits (XCUIElement.label), AccessibilityNodeInfo text, contentDescription, className and stateDescription (Espresso, UiAutomator), the accessible name and role (WebDriver)."
    }
    if text.contains("text size") || text.contains("grows") || text.contains("cut off")
      || text.contains("scales")
    {
      return
        "Text scaling: Dynamic Type (UIContentSizeCategory, the -UIPreferredContentSizeCategoryName launch argument) or the Android font scale (Configuration.fontScale, adb shell settings put system font_scale)."
    }
    if text.contains("focus") {
      return
        "Focus: XCUIElement.hasFocus and the VoiceOver cursor, AccessibilityNodeInfo.isAccessibilityFocused and isFocused, document.activeElement on the web."
    }
    if text.contains("{state}") || text.contains("disabled") || text.contains("enabled") {
      return
        "State: accessibilityTraits (.selected, .notEnabled) and isEnabled, AccessibilityNodeInfo.isChecked, isSelected and isEnabled, aria-checked and aria-expanded on the web."
    }
    if text.contains("press") || text.contains("swipe") || text.contains("tap") {
      return
        "Input: XCUIElement.typeKey, swipeRight and doubleTap, Espresso ViewActions or UiDevice key presses, WebDriver actions."
    }
    return
      "Element queries: XCUIApplication descendants by identifier, Espresso onView or UiAutomator selectors, WebDriver locators."
  }
}
