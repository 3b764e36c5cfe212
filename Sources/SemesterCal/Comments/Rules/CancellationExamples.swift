extension CommentRule {
    /// Cancellations are not a rule of their own: a negation ("nicht", "kein", "entfällt", "fällt …
    /// aus", "Ausfall", "cancelled", "not") turns the cue next to it into its exclusion
    /// (SEMANTICS.md §4 "cancellation"). These examples document and test that.
    static let cancellation = CommentRule(
        "cancellation",
        meaning: "a negated week or date is removed, exactly like an exclusion (never \"only those\")",
        parse: { _ in nil },
        examples: [
            RuleExample("ONLINE - not taking place in CW 49", reads: ["except KW 49"]),
            RuleExample("ab KW 12 wöchentlich, nicht jedoch in KW 18 und 19", reads: ["start KW 12", "interval 1", "except KW 18, KW 19"]),
            RuleExample("only in odd calendar weeks, none in week 53", reads: ["odd weeks", "except KW 53"]),
            RuleExample("Lecture falls out at 3.12. because of excursion", reads: ["except 03.12."]),
            RuleExample("cancelled in wk 44 (reading week), otherwise weekly", reads: ["except KW 44", "interval 1"]),
            RuleExample("entfallen in KW 50", reads: ["except KW 50"]),
            RuleExample("Ausfall am 3.12.", reads: ["except 03.12."]),
            RuleExample("keine Veranstaltung KW 48 und 49", reads: ["except KW 48, KW 49"]),
            RuleExample("in KW 52 kein Unterricht", reads: ["except KW 52"]),
            RuleExample("fällt wegen Exkursion am 9.12. aus", reads: ["except 09.12."]),
            RuleExample("cancelled on 12 Nov", reads: ["except 12.11."]),
            RuleExample("entfällt am Ostermontag (05.04.)", reads: ["except 05.04."]),
            RuleExample("ohne Wo. 43 (Projektwoche)", reads: ["except KW 43"]),
            RuleExample("cancelled on 13 May (Ascension) & 3 June", reads: ["except 13.05.", "except 03.06."]),
            .flagged("Feiertage: 3.10., 1.11."),
            RuleExample("not in week 52", reads: ["except KW 52"]),
            RuleExample("14-tägig ab KW 42, nicht in KW 46", reads: ["interval 2", "start KW 42", "except KW 46"]),
            .flagged("Vorlesung entfällt"),
            RuleExample("Die VL am 2. Dezember und am 9. Dezember entfällt.", reads: ["except 02.12.", "except 09.12."]),
            RuleExample("Ausfalltermine: 21.04., 05.05.", reads: ["except 21.04., 05.05."]),
            RuleExample("no session in CW 20 due to field trip", reads: ["except KW 20"]),
            RuleExample("findet in der 50. Kalenderwohe nicht statt", reads: ["except KW 50"]),
            RuleExample("starting CW 43, except Dec 17 and Jan 7 (no class)", reads: ["start KW 43", "except 17.12., 07.01."]),
            RuleExample("KW 42, 44, 46, 48 - KW 46 entfällt", reads: ["weeks KW 42, KW 44, KW 46, KW 48", "except KW 46"]),
        ])
}
