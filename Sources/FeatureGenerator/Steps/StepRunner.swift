import CucumberExpressions

/// A test runner `steps export` writes step-definition skeletons for: its template, and where
/// each phrase's file and the shared parameter-types file go.
///
/// `behave-playwright` writes a working library rather than skeletons: behave steps that check
/// web pages in a browser through Playwright, with the Python package they call (``library``).
public enum StepRunner: String, CaseIterable, Sendable {
  case behave
  case behavePlaywright = "behave-playwright"
  case cucumberJVM = "cucumber-jvm"
  case xctest
  case cucumberJS = "cucumber-js"

  /// The platform the runner's tests run on, when it is one (`web` for a browser): a phrase
  /// the vocabulary marks manual but automatable there gets a body, not a pending skeleton.
  var platform: String? {
    switch self {
    case .behavePlaywright: "web"
    case .behave, .cucumberJVM, .xctest, .cucumberJS: nil
    }
  }

  /// The template of one phrase's skeleton (`steps-behave.mustache`…).
  var stepTemplate: String { "steps-\(rawValue)" }
  /// The template of the file the skeletons share (parameter types, registration).
  var sharedTemplate: String { "steps-\(rawValue)-shared" }

  /// The file name of a phrase's skeleton, from the phrase's name.
  func fileName(_ name: String) -> String {
    switch self {
    case .behave, .behavePlaywright: "a11y_\(Self.snake(name)).py"
    case .cucumberJVM: "A11y\(name)Steps.java"
    case .xctest: "A11y\(name)Steps.swift"
    case .cucumberJS: "a11y_\(Self.snake(name)).js"
    }
  }

  /// The line that registers a phrase's step definition, for the runners whose files hold the
  /// parameter types' regular expressions in it (nil: the shared file defines the types, and
  /// cucumber-jvm and cucumber-js match a step whatever its keyword). It answers every
  /// keyword: the catalog uses one phrase as a start in one scenario and as an outcome in
  /// another, and behave's `@then` and CucumberSwift's `Then` match only their own keyword.
  func registration(of expression: CucumberExpression) -> String? {
    switch self {
    // behave's "re" matcher matches whole steps and refuses ^ and $.
    case .behave: "@step(r\"\"\"\(expression.pattern.dropFirst().dropLast())\"\"\")"
    // As ruff format leaves it, whatever the pattern's length.
    case .behavePlaywright:
      "@step(\n    r\"\"\"\(expression.pattern.dropFirst().dropLast())\"\"\",\n)"
    case .xctest: "MatchAll(#\"\(expression.pattern)\"#)"
    case .cucumberJVM, .cucumberJS: nil
    }
  }

  /// The shared file's name.
  var sharedFileName: String {
    switch self {
    case .behave, .behavePlaywright: "a11y_parameter_types.py"
    case .cucumberJVM: "A11yParameterTypes.java"
    case .xctest: "A11ySteps.swift"
    case .cucumberJS: "a11y_parameter_types.js"
    }
  }

  /// The library the phrase files call, written beside them as it is (not a template):
  /// written when missing and then kept as they are, like a phrase file.
  public var library: WebStepLibrary.Type? {
    switch self {
    case .behavePlaywright: WebStepLibrary.self
    case .behave, .cucumberJVM, .xctest, .cucumberJS: nil
    }
  }

  /// The template and file name of the element map (element phrase to role, name and states),
  /// for the runners that find elements by them; rewritten by every export.
  public var elementMap: (name: String, template: String)? {
    switch self {
    case .behavePlaywright: ("a11y_elements.json", "steps-behave-playwright-elements")
    case .behave, .cucumberJVM, .xctest, .cucumberJS: nil
    }
  }

  /// `IPressKey` as `i_press_key`: the phrase's name in Python's and JavaScript's style.
  static func snake(_ camel: String) -> String {
    var out = ""
    for character in camel {
      if character.isUppercase, !out.isEmpty { out += "_" }
      out += character.lowercased()
    }
    return out
  }
}
