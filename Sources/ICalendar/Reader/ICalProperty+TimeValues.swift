extension ICalProperty {
    /// The values of a DATE / DATE-TIME / PERIOD property (DTSTART, DTEND,
    /// RECURRENCE-ID, EXDATE, RDATE, ...), in the order written.
    ///
    /// - `VALUE=DATE` requires dates; without VALUE (or with `VALUE=DATE-TIME`) a
    ///   bare `YYYYMMDD` is still read as a date, as most clients do.
    /// - A `TZID` parameter makes date-times `.zoned`; a trailing `Z` wins over it.
    /// - `VALUE=PERIOD` (`start/end` or `start/duration`, RDATE only): the start of
    ///   each period is returned; `periodValues()` gives the ends too.
    /// - Values are comma-separated; empty items (`a,,b`, a trailing comma) are skipped,
    ///   so an empty value gives an empty list.
    ///
    /// - Throws: `ICalValueError` for a malformed value or an unsupported VALUE type.
    public func timeValues() throws(ICalValueError) -> [ICalTime] {
        try periodValues().map(\.start)
    }

    /// The values as `timeValues()` reads them, each PERIOD with its own end (RFC 5545
    /// 3.3.9): a DATE-TIME, read like the start (the TZID applies to both), or a
    /// positive DURATION. Values that are not periods have no end.
    ///
    /// - Throws: `ICalValueError` as `timeValues()`; `.invalidPeriod` for a period
    ///   without `/`, or whose end is neither a DATE-TIME nor a positive DURATION.
    public func periodValues() throws(ICalValueError) -> [ICalPeriod] {
        let valueType = parameter("VALUE")?.values.first?.uppercased()
        let tzid = parameter("TZID")?.values.first.flatMap { $0.isEmpty ? nil : $0 }
        switch valueType {
        case nil, "DATE", "DATE-TIME", "PERIOD": break
        case let other?: throw .unsupportedValueType(property: name, type: other)
        }
        var periods: [ICalPeriod] = []
        for item in value.split(separator: ",") {
            let trimmed = item.trimmingBlanks
            guard !trimmed.isEmpty else { continue }
            guard valueType == "PERIOD" else {
                guard let time = ICalTime(parsing: trimmed, tzid: tzid) else {
                    throw .invalidDateTime(property: name, value: String(item))
                }
                if valueType == "DATE", !time.isDate { throw .invalidDateTime(property: name, value: String(item)) }
                periods.append(ICalPeriod(start: time))
                continue
            }
            guard let slash = trimmed.firstIndex(of: "/") else { throw .invalidPeriod(property: name, value: String(item)) }
            guard let start = ICalTime(parsing: trimmed[..<slash], tzid: tzid), !start.isDate else {
                throw .invalidDateTime(property: name, value: String(item))
            }
            let endText = trimmed[trimmed.index(after: slash)...]
            let end: ICalPeriod.End
            if let time = ICalTime(parsing: endText, tzid: tzid), !time.isDate {
                end = .time(time)
            } else if let duration = ICalDuration(parsing: endText), !duration.isNegative {
                end = .duration(duration)
            } else {
                throw .invalidPeriod(property: name, value: String(item))
            }
            periods.append(ICalPeriod(start: start, end: end))
        }
        return periods
    }

    /// The single DATE / DATE-TIME value of DTSTART, DTEND, RECURRENCE-ID, ...
    ///
    /// - Throws: `ICalValueError` as `timeValues()`, or `.expectedSingleValue`
    ///   unless there is exactly one value.
    public func timeValue() throws(ICalValueError) -> ICalTime {
        let times = try timeValues()
        guard times.count == 1, let time = times.first else {
            throw .expectedSingleValue(property: name, count: times.count)
        }
        return time
    }

    /// The value read as a DURATION (the DURATION property, TRIGGER without VALUE).
    ///
    /// - Throws: `ICalValueError.invalidDuration`.
    public func durationValue() throws(ICalValueError) -> ICalDuration {
        guard let duration = ICalDuration(parsing: value[...].trimmingBlanks) else {
            throw .invalidDuration(property: name, value: value)
        }
        return duration
    }
}

extension Substring {
    /// Without leading and trailing spaces and TABs.
    var trimmingBlanks: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
