/// The two kinds of term a German university year has.
///
/// The raw values (`"summer"`, `"winter"`) are the keys used in profile files.
public enum TermSeason: String, Sendable, Codable, CaseIterable {
    /// The summer term (Sommersemester, "SS"), March to July at Hof.
    case summer
    /// The winter term (Wintersemester, "WS"), October to January of the next year at Hof.
    case winter
}
