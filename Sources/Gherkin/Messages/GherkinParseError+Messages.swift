extension GherkinParseError {
  /// The error as one line of Cucumber-message NDJSON, as in the official `.errors.ndjson`
  /// files: `{"parseError":{"message":…,"source":{"location":…,"uri":…}}}` and a newline. The
  /// location has no `column` for an unexpected end of file.
  ///
  /// - Parameter uri: The `uri` field; left out when nil.
  public func ndjson(uri: String? = nil) -> String {
    var json = JSONWriter()
    json.beginObject()
    json.key("parseError")
    json.beginObject()
    json.field("message", officialMessage)
    json.key("source")
    json.beginObject()
    json.key("location")
    json.beginObject()
    if let column {
      json.field("column", column)
    }
    json.field("line", line)
    json.endObject()
    if let uri {
      json.field("uri", uri)
    }
    json.endObject()
    json.endObject()
    json.endObject()
    json.newline()
    return json.text
  }
}
