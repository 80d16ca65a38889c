import Diagnostics
import FeatureGenerator
import Foundation
import TestSupport
import Testing

@Suite struct GenerationPlanTests {
  /// A failed write leaves the other files written and is reported with every other failure,
  /// in file order, whatever the number of threads.
  @Test(arguments: [1, 2, 4])
  func aFailedWriteStopsNoOtherAndEveryFailureIsReported(jobs: Int) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // A regular file where the Android directory should be: its six writes cannot succeed.
    try directory.write("not a directory\n", to: "captcha/android")
    let files = try builtInGenerator().generate().filter { $0.path.hasPrefix("captcha/") }
    let plan = GenerationPlan(
      files: files, directory: directory.path, options: GenerationOptions(jobs: jobs))
    let failure = #expect(throws: DiagnosticsError.self) {
      try plan.apply(to: directory.path, jobs: jobs)
    }
    let android = files.filter { $0.platform == "android" && $0.component == "captcha" }.map(
      \.path)
    #expect(
      failure?.diagnostics.map(\.path)
        == android.map { (directory.path as NSString).appendingPathComponent($0) })
    for file in files where file.platform == "ios" {
      let written = try String(
        contentsOfFile: (directory.path as NSString).appendingPathComponent(file.path),
        encoding: .utf8)
      #expect(written == file.contents)
    }
    #expect(directory.files().filter { $0.hasSuffix(".tmp") }.isEmpty)
  }
}
