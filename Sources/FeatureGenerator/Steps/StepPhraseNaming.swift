/// A phrase's name in code (`ScreenReaderFocusMovesToElement`): its words, parameters
/// included, in UpperCamelCase, so that the same phrase always gets the same file and function.
enum StepPhraseNaming {
  static func name(of expression: String) -> String {
    var name = ""
    var word = ""
    func flush() {
      if let first = word.first { name += first.uppercased() + word.dropFirst() }
      word = ""
    }
    for character in expression {
      if character.isASCII, character.isLetter || character.isNumber {
        word.append(character)
      } else {
        flush()
      }
    }
    flush()
    return name.isEmpty ? "Step" : name
  }
}
