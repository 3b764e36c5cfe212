import Foundation

/// Reports `sync` has written but not yet delivered, one file each, in `STATE/outbox/`.
///
/// `sync` puts a report that says something (a change, a failed download) here, durably, before
/// it replaces any calendar, and takes it out only once it is delivered: printed, written to
/// `--report`, or accepted by the `--deliver` command. A run killed after publishing — or
/// between two calendars — so leaves its report behind instead of losing it, and the next run
/// delivers it (`--deliver`) or names it (otherwise). Names sort by the time they were written.
public struct ReportOutbox: Sendable {
    public let folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// Writes `report` durably (flushed to disk, then renamed into place) and returns its file.
    /// `extension`: what the format's files are called (`eml`, `txt`, `md`, `json`).
    public func store(_ report: Data, extension ext: String, now: Date = Date()) throws -> URL {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Problem("cannot create the outbox \(folder.path): \(error.localizedDescription)", kind: .fileSystem, file: folder.path)
        }
        let millis = Int64((now.timeIntervalSince1970 * 1000).rounded(.down))
        var name = "report-\(String(format: "%014lld", millis))-\(getpid()).\(ext)"
        var attempt = 1
        while FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) {
            attempt += 1
            name = "report-\(String(format: "%014lld", millis))-\(getpid())-\(attempt).\(ext)"
        }
        let file = folder.appendingPathComponent(name)
        try OutputFile.write(report, to: file.path)
        return file
    }

    /// The reports waiting, oldest first (temporaries of a write in progress are not reports).
    public func pending() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix("report-") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Takes a delivered report out.
    public func remove(_ report: URL) throws {
        do {
            try FileManager.default.removeItem(at: report)
        } catch {
            throw Problem("cannot remove the delivered report \(report.path): \(error.localizedDescription); "
                + "delete it by hand, or the next run delivers it again", kind: .fileSystem, file: report.path)
        }
    }
}
