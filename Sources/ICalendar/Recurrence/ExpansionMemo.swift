/// What one expansion has already read, by its text: a calendar's series share a few distinct
/// RRULEs and repeat their start times, end times and exclusion lists, and reading a value is a
/// pure function of its text (and parameters), so each distinct one is read once.
struct ExpansionMemo {
    private var rules: [String: Result<RuleSpec, ExpansionError>] = [:]
    private var periods: [ICalProperty.TimeText: [ICalPeriod]] = [:]

    mutating func spec(parsing text: String) throws(ExpansionError) -> RuleSpec {
        if let result = rules[text] { return try result.get() }
        let result = Result { () throws(ExpansionError) in try RuleSpec(parsing: text) }
        rules[text] = result
        return try result.get()
    }

    /// `property.periodValues()`. Only readable values are kept: an error names the property,
    /// so one that fails is read again (and fails with its own name).
    mutating func periodValues(of property: ICalProperty) throws(ICalValueError) -> [ICalPeriod] {
        let text = property.timeText
        if let known = periods[text] { return known }
        let read = try property.periodValues()
        periods[text] = read
        return read
    }

    /// `property.timeValues()`, from `periodValues(of:)`.
    mutating func timeValues(of property: ICalProperty) throws(ICalValueError) -> [ICalTime] {
        try periodValues(of: property).map(\.start)
    }

    /// `property.timeValue()`: exactly one value.
    mutating func timeValue(of property: ICalProperty) throws(ICalValueError) -> ICalTime {
        let times = try timeValues(of: property)
        guard times.count == 1, let time = times.first else {
            throw .expectedSingleValue(property: property.name, count: times.count)
        }
        return time
    }
}

extension ICalProperty {
    /// A date or time property's value as written, with its parameters (TZID, VALUE): all that
    /// `periodValues()` reads (the name only names the property in errors), so a key for what
    /// was read of it.
    package struct TimeText: Hashable {
        let parameters: [ICalParameter]
        let value: String
    }

    package var timeText: TimeText { TimeText(parameters: parameters, value: value) }
}
