extension SharedLibrary {
  /// The criterion a use of one of this library's standard criteria makes in a component, its
  /// wording written out for each experience and platform, as criteria format 2 loading makes
  /// it.
  ///
  /// A tool that writes criteria files (an import) uses it to write a standard criterion out
  /// when the file must say something the standard criterion's parameters cannot, such as
  /// facts that differ from one platform to another.
  ///
  /// - Returns: nil when the use cannot be made: an unknown standard criterion, a parameter
  ///   missing, a role or state no profile knows, or no experience and platform it applies to.
  public func expand(_ use: StandardCriterionUse, in component: Component) -> Criterion? {
    var expander = StandardCriterionExpander(component: component, library: self)
    let criterion = expander.expand(use)
    return expander.problems.isEmpty ? criterion : nil
  }
}
