import CucumberExpressions
import Testing

@Suite struct CucumberExpressionTests {
  private let types =
    ParameterType.builtIn + [
      ParameterType(name: "screenReader", regexps: ["VoiceOver", "TalkBack"]),
      ParameterType(name: "element", regexps: [#"the [^"<>]+?"#]),
    ]

  private func expression(_ source: String) throws -> CucumberExpression {
    try CucumberExpression(source, parameterTypes: types)
  }

  @Test func parametersMatchTheirTypes() throws {
    let role = try expression("{screenReader} announces the role {string}")
    #expect(role.matches(#"VoiceOver announces the role "Button""#))
    #expect(role.matches(#"TalkBack announces the role 'Switch'"#))
    #expect(!role.matches(#"JAWS announces the role "Button""#))
    #expect(!role.matches(#"VoiceOver announces the role Button"#))
  }

  @Test func theWholeTextMustMatch() throws {
    let on = try expression("{screenReader} is on")
    #expect(on.matches("VoiceOver is on"))
    #expect(!on.matches("VoiceOver is on now"))
    #expect(!on.matches("so VoiceOver is on"))
  }

  @Test func customTypesSplitAroundLiteralText() throws {
    let outcome = try expression("{element} activates")
    #expect(outcome.matches("the captcha row activates"))
    #expect(!outcome.matches("captcha row activates"))
  }

  @Test func optionalTextAndAlternatives() throws {
    let grows = try expression("{element} grow(s) with the text size")
    #expect(grows.matches("the label grows with the text size"))
    #expect(grows.matches("the labels grow with the text size"))
    let alternative = try expression("I swipe left/right")
    #expect(alternative.matches("I swipe left"))
    #expect(alternative.matches("I swipe right"))
    #expect(!alternative.matches("I swipe up"))
  }

  @Test func regexCharactersInTextAreLiteral() throws {
    let size = try expression("the text size is set to {int}% in {string}")
    #expect(size.matches(#"the text size is set to 200% in "Settings > Display""#))
    let plus = try expression("I press Ctrl+Tab.")
    #expect(plus.matches("I press Ctrl+Tab."))
    #expect(!plus.matches("I press CtrlTab!"))
    let escaped = try expression(#"a \(literal\) \{brace\}"#)
    #expect(escaped.matches("a (literal) {brace}"))
  }

  @Test func errorsNameTheProblem() {
    #expect(throws: CucumberExpressionError.self) { try expression("{unknown} is on") }
    #expect(throws: CucumberExpressionError.self) { try expression("{screenReader is on") }
    #expect(throws: CucumberExpressionError.self) { try expression("press (Space") }
    #expect(throws: CucumberExpressionError.self) { try expression("a / b//c") }
    do throws(CucumberExpressionError) {
      _ = try CucumberExpression("{unknown} is on", parameterTypes: types)
    } catch {
      #expect(
        error.description
          == "cannot read the expression '{unknown} is on': it uses the undefined parameter type {unknown}"
      )
    }
  }
}
