/// Reads the `regenerate:` command of a generated header as settings: the options that
/// decide what a file contains (criteria, templates, dialect, configuration), without those
/// that only decide where files go or how fast (`--out`, `--jobs`) or which files a run
/// covers (the filters).
public enum RegenerateCommand {
  private static let notSettings: Set<String> = [
    "--out", "--jobs", "--component", "--experience", "--platform",
  ]

  /// The settings words of a command, in order: `["--templates", "templates"]`.
  public static func settings(of command: String) -> [String] {
    let words = shellWords(command)
    var result: [String] = []
    var index = min(2, words.count)
    while index < words.count {
      let word = words[index]
      if notSettings.contains(word) {
        index += 2
        continue
      }
      result.append(word)
      index += 1
    }
    return result
  }

  /// Words of a command as the tool quotes them: plain, or in single quotes with `'\''` for
  /// a quote inside.
  static func shellWords(_ command: String) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quoted = false
    var escaped = false
    for character in command {
      if escaped {
        current.append(character)
        escaped = false
      } else if quoted {
        if character == "'" { quoted = false } else { current.append(character) }
      } else if character == "'" {
        quoted = true
        inWord = true
      } else if character == "\\" {
        escaped = true
        inWord = true
      } else if character == " " {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }
}
