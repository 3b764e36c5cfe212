import ArgumentParser

@main
struct SemesterCalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "semestercal",
        abstract: "Turn university timetable data into iCalendar (.ics) files.",
        discussion: """
            Reads Hochschule Hof timetable JSON, works out every date each lecture takes place on \
            (from the term rules and the free-text comments), and writes calendars that import \
            alike into Google, Apple, Outlook and Thunderbird. `explain` shows how each row was read.
            """,
        version: "0.1.0",
        subcommands: [ConvertCommand.self, ExplainCommand.self, DiffCommand.self, UpdateCommand.self, FetchCommand.self, SyncCommand.self]
    )
}
