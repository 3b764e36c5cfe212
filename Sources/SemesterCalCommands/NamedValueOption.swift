import ArgumentParser

/// An option whose values are an enum's cases, named by their raw values (`--holidays profile|none`).
///
/// ArgumentParser's defaults name each value through `String(describing:)`, whose first use costs
/// the Swift runtime's type look-ups: 1.2 M instructions (a fifth of a millisecond) at every start
/// of `convert`. These give the same names directly, so `--help`, the errors and shell completion
/// read as before.
package protocol NamedValueOption: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension NamedValueOption {
    package var defaultValueDescription: String { rawValue }

    package static var allValueStrings: [String] { allCases.map(\.rawValue) }

    /// No value has a description of its own (what ArgumentParser finds when each value's
    /// description is its name).
    package static var allValueDescriptions: [String: String] { [:] }
}
