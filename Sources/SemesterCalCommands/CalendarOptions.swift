import SemesterCal
import Workflows
import ArgumentParser

/// Options of the calendars `convert` and `update` write.
struct CalendarOptions: ParsableArguments {
    @Option(help: "The calendar's display name (X-WR-CALNAME).")
    var name: String?

    @Option(help: ArgumentHelp("A reminder this many minutes before each lecture (VALARM). Repeatable.", valueName: "minutes"))
    var reminder: [Int] = []

    func validate() throws {
        if let bad = reminder.first(where: { $0 < 0 || $0 > 40_320 }) {
            throw ValidationError("--reminder takes minutes from 0 to 40320 (four weeks), not \(bad).")
        }
    }
}

extension CalendarLinkBase {
    /// The address given for `option`, or a problem naming the option.
    package init(option: String, _ text: String) throws {
        do throws(CalendarLinkBase.Problem) { self = try CalendarLinkBase(parsing: text) } catch { throw Workflows.Problem("\(option): \(error)") }
    }
}
