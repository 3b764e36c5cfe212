/// A number with its noun in the operator's messages: "1 row", "2 rows", never "1 rows".
public enum Counted {
    /// `plural` defaults to the singular plus "s".
    public static func of(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
