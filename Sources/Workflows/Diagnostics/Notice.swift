import Foundation

/// Something a workflow reports on the way without stopping: a row whose dates are uncertain, a
/// change that matches no row, a failed download whose previous copy is used, what was written.
/// The caller renders notices (the command line on standard error, one line each).
public struct Notice: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A row the planner could not read with certainty (its dates are a best guess).
        case uncertainDates
        /// The term asked for is not the one the rows' own dates point to.
        case termMismatch
        /// A row that could not be scheduled at all.
        case skippedRow
        /// A published change that matches no row.
        case unmatchedChange
        /// A warning about the previous calendar or a comparison (events that cannot be matched).
        case calendarWarning
        /// A download that failed or is missing; the calendar is built from what there is.
        case download
        /// A download that holds no rows.
        case emptyDownload
        /// A filter of the configuration that matches no lecture.
        case unusedFilter
        /// What a run wrote or found unchanged.
        case summary
        /// The run was interrupted.
        case interrupted
        /// A report not delivered: kept for the next run, or left by an earlier one.
        case report
        /// Credentials that others could read or that travel unencrypted.
        case credentials
        /// Where `sync` keeps its private files (downloads, reports), and files moved there.
        case stateFolder
    }

    public enum Severity: Sendable, Equatable {
        case note, warning, error
    }

    public let kind: Kind
    public let severity: Severity
    /// The input file the notice is about, when there is one.
    public let file: String?
    /// The row's label, when the notice is about a row.
    public let row: String?
    /// The text for the operator (English, as every diagnostic on standard error).
    public let message: String

    public init(_ kind: Kind, _ severity: Severity, _ message: String, file: String? = nil, row: String? = nil) {
        self.kind = kind
        self.severity = severity
        self.message = message
        self.file = file
        self.row = row
    }
}

/// The notices of one run, in the order they were made. Workflows append to it; the caller reads
/// it when the run returns or fails, so the notices before a failure are never lost.
public final class NoticeLog: @unchecked Sendable {
    // @unchecked: `entries` is only touched under `lock`.
    private let lock = NSLock()
    private var entries: [Notice] = []

    public init() {}

    public var notices: [Notice] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }

    public func add(_ notice: Notice) {
        lock.lock()
        entries.append(notice)
        lock.unlock()
    }

    public func warn(_ kind: Notice.Kind, _ message: String, file: String? = nil, row: String? = nil) {
        add(Notice(kind, .warning, message, file: file, row: row))
    }

    public func note(_ kind: Notice.Kind, _ message: String, file: String? = nil) {
        add(Notice(kind, .note, message, file: file))
    }

    public func error(_ kind: Notice.Kind, _ message: String, file: String? = nil) {
        add(Notice(kind, .error, message, file: file))
    }
}
