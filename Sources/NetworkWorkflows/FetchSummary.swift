import Foundation
import SemesterCal
import Workflows
import TimetableService

/// Runs downloads for `fetch` and `sync`: `ServiceFetcher.fetch` as a result, so that the caller
/// can run it under its own interruption handling.
public enum Downloads {
    public static func run(_ items: [FetchItem], with fetcher: ServiceFetcher, into folder: URL,
                           events: (@Sendable (FetchEvent) -> Void)?) async -> Result<FetchReport, ServiceSetupError> {
        do throws(ServiceSetupError) {
            return .success(try await fetcher.fetch(items, into: folder, events: events))
        } catch {
            return .failure(error)
        }
    }
}

/// What `fetch` reports once its downloads are done: timetables that came back empty (a wrong
/// course code often answers with an empty timetable rather than an error), every failure with
/// what is left of the previous download, and one summary line.
public enum FetchSummary {
    public static func report(_ report: FetchReport, total: Int, directory: String, interrupted: Bool, log: NoticeLog) {
        for result in report.saved where result.item.request.kind == .schedule && result.count == 0 {
            log.warn(.emptyDownload, "\(result.item.fileName): the timetable has no rows; is the course code right? (semestercal fetch courses)",
                     file: result.path)
        }
        for result in report.failures {
            let kept = FileManager.default.fileExists(atPath: result.path) ? "the previous download is kept" : "nothing saved"
            log.error(.download, "\(result.description); \(kept)", file: result.path)
        }
        let saved = report.saved.count
        let updated = report.changed.count
        var summary = "fetched \(saved) of \(Counted.of(total, "file")) into \(directory) (\(updated) updated, \(saved - updated) unchanged)"
        if !report.failures.isEmpty { summary += ", \(report.failures.count) failed" }
        if interrupted {
            log.note(.interrupted, "interrupted: " + summary + "; \(report.cancelled.count) not finished, nothing partial written")
        } else {
            log.note(.summary, summary)
        }
    }
}
