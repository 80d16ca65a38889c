import Gherkin

/// Where each comment of a committed feature file goes in its regenerated version: before
/// the node it came before (the printer's own rule), or, when that node is gone, before the
/// next one that is still there; after everything when none is.
///
/// The generated header is not a comment of the file's: generate writes it anew.
struct CommentAnchors {
  /// The committed file's keyed nodes in document order.
  let visits: [NodeKey.Visit]
  /// Each comment with the index in `visits` of the first node after it (`visits.count`: none).
  let comments: [(comment: Comment, next: Int)]

  init(_ document: GherkinDocument) {
    let feature = document.feature
    visits = feature.map(NodeKey.walk) ?? []
    var anchored: [(Comment, Int)] = []
    var next = 0
    for comment in document.comments.sorted(by: { $0.location < $1.location }) {
      if let feature, comment.location.line < feature.firstLine,
        GeneratedHeader.isHeaderComment(comment.text)
      {
        continue
      }
      while next < visits.count, visits[next].line <= comment.location.line { next += 1 }
      anchored.append((comment, next))
    }
    comments = anchored
  }

  /// The comments to print before each node of the merged feature, and those after all of
  /// them, in their committed order.
  ///
  /// - Parameter present: The keys of the merged feature's nodes.
  func placement(among present: Set<NodeKey>) -> (before: [NodeKey: [Comment]], after: [Comment]) {
    var before: [NodeKey: [Comment]] = [:]
    var after: [Comment] = []
    for (comment, next) in comments {
      if let key = visits[next...].lazy.map(\.key).first(where: present.contains) {
        before[key, default: []].append(comment)
      } else {
        after.append(comment)
      }
    }
    return (before, after)
  }
}
