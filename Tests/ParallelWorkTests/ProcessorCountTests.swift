import Testing

@testable import ParallelWork

@Suite struct ProcessorCountTests {
  @Test func readsACgroupV2Quota() {
    #expect(ProcessorCount.quota(cpuMax: "200000 100000\n") == 2)
    #expect(ProcessorCount.quota(cpuMax: "150000 100000\n") == 2)
    #expect(ProcessorCount.quota(cpuMax: "50000 100000") == 1)
    #expect(ProcessorCount.quota(cpuMax: "max 100000\n") == nil)
    #expect(ProcessorCount.quota(cpuMax: "") == nil)
  }

  @Test func readsACgroupV1Quota() {
    #expect(ProcessorCount.quota(quota: "400000\n", period: "100000\n") == 4)
    #expect(ProcessorCount.quota(quota: "-1\n", period: "100000\n") == nil)
    #expect(ProcessorCount.quota(quota: nil, period: "100000") == nil)
    #expect(ProcessorCount.quota(quota: "100000", period: "0") == nil)
  }

  @Test func countsAProcessorList() {
    #expect(ProcessorCount.processors(inList: "0-3\n") == 4)
    #expect(ProcessorCount.processors(inList: "0-3,8,10-11\n") == 7)
    #expect(ProcessorCount.processors(inList: "5") == 1)
    #expect(ProcessorCount.processors(inList: "\n") == nil)
    #expect(ProcessorCount.processors(inList: "3-1") == nil)
    #expect(ProcessorCount.processors(inList: "a-b") == nil)
  }

  @Test func neverAnswersLessThanOne() {
    #expect(ParallelWork.defaultJobs >= 1)
    #expect(ParallelWork.defaultJobs == ProcessorCount.available())
  }
}
