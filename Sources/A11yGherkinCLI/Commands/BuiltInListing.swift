/// What `list` prints for the whole built-in catalog, made when the catalog is embedded
/// (`make embed`), so that listing it decodes no component. A test holds it to what listing
/// the exported catalog prints.
enum BuiltInListing {
  static var text: String {
    files.first?.contents ?? ""
  }
}
