"""The functions a query may call: an allow-list, so anything new or unknown is refused by default.

sqlglot parses functions it knows into typed expression classes and everything else into
`exp.Anonymous` with the name as written, so the list has two halves. Nothing here reads files, URLs,
settings, the environment or the catalog: those (read_csv, glob, getenv, current_setting, duckdb_*,
pragma_*, query, ...) are absent and therefore rejected.
"""

from sqlglot import exp


def _classes(*names: str) -> frozenset[type[exp.Expression]]:
    # getattr: a class missing from the installed sqlglot simply is not allowed.
    return frozenset(cls for name in names if (cls := getattr(exp, name, None)) is not None)


SAFE_FUNCTION_CLASSES = _classes(
    # aggregates
    "Count", "CountIf", "Sum", "Avg", "Min", "Max", "Median", "Mode", "Stddev", "StddevPop", "StddevSamp",
    "Variance", "VariancePop", "Corr", "CovarPop", "CovarSamp", "ApproxDistinct", "ApproxQuantile",
    "Quantile", "PercentileCont", "PercentileDisc", "GroupConcat", "ArrayAgg", "ArgMax", "ArgMin",
    "AnyValue", "First", "Last", "LogicalAnd", "LogicalOr", "BitwiseAndAgg", "BitwiseOrAgg", "Skewness",
    "Kurtosis",
    # window functions
    "RowNumber", "Rank", "DenseRank", "PercentRank", "CumeDist", "Ntile", "Lag", "Lead", "FirstValue",
    "LastValue", "NthValue",
    # conditionals and casts
    "And", "Or", "Xor", "Collate", "Case", "If", "Exists", "Coalesce", "Nullif", "Greatest", "Least", "Cast", "TryCast",
    # numbers
    "Abs", "Round", "Floor", "Ceil", "Trunc", "Sqrt", "Cbrt", "Pow", "Exp", "Ln", "Log", "Log2", "Log10",
    "Sign", "IsNan", "IsInf", "Mod", "SafeDivide",
    # text
    "Lower", "Upper", "Initcap", "Trim", "Length", "Substring", "Left", "Right", "Replace", "Concat",
    "ConcatWs", "StrPosition", "SplitPart", "Split", "StartsWith", "EndsWith", "Contains", "Pad", "Reverse",
    "Repeat", "RegexpLike", "RegexpReplace", "RegexpExtract", "RegexpSplit", "RegexpILike", "Format",
    "MD5", "Levenshtein", "Chr", "Ascii", "Unicode", "Lpad", "Rpad",
    # dates and times
    "Extract", "Year", "Quarter", "Month", "Week", "WeekOfYear", "Day", "DayOfWeek", "DayOfWeekIso",
    "DayOfMonth", "DayOfYear", "Hour", "Minute", "Second", "Dayname", "Monthname", "LastDay",
    "DateTrunc", "TimestampTrunc", "TimeToStr", "StrToTime", "StrToDate", "DateDiff", "DateAdd",
    "DateSub", "DateFromParts", "TimestampFromParts", "MakeInterval", "TimeToUnix", "UnixToTime",
    "CurrentDate", "CurrentTimestamp", "TsOrDsToDate", "Date", "DateStrToDate", "TimeStrToTime",
    "ToDays", "TsOrDsAdd", "TsOrDsDiff", "DateToDi", "DiToDate", "UnixSeconds", "Epoch",
    # lists (values of one row; no I/O)
    "Array", "ArraySize", "ArrayContains", "ArrayToString", "ArrayJoin", "Explode", "Unnest",
)

SAFE_FUNCTION_NAMES = frozenset(
    """
    iff now today current_localtimestamp date_part datepart age strlen len char_length character_length
    suffix prefix printf date_sub date_diff datediff epoch_ms epoch_us make_date make_timestamp
    make_time bit_count hash ifnull nvl list_contains list_has array_length list_sort list_distinct
    list_aggregate list_sum list_min list_max list_count list_avg list_value string_split string_agg
    listagg regexp_full_match regexp_matches regexp_extract_all strip_accents ilike_escape like_escape
    position strpos instr substr mid lcase ucase bool_and bool_or every fsum favg kahan_sum sumkahan
    product quantile quantile_cont quantile_disc mad entropy stddev_samp stddev_pop var_pop var_samp
    regr_slope regr_intercept regr_r2 count_star histogram weekday isodow yearweek isoyear dayofmonth
    dayofyear weekofyear era millennium century decade microsecond millisecond epoch_ns to_days
    to_months to_years to_hours to_minutes to_seconds to_weeks time_bucket date_add strftime strptime
    try_strptime format_bytes formatreadablesize round_even roundbankers even gcd lcm factorial pi
    radians degrees sin cos tan asin acos atan atan2 cot isfinite nextafter bit_length octet_length
    translate array_to_string concat_ws contains starts_with ends_with left right lpad rpad ltrim rtrim
    trim levenshtein jaccard jaro_similarity jaro_winkler_similarity damerau_levenshtein hamming
    mismatches nullif coalesce greatest least typeof
    """.split()
)


def is_safe_function(node: exp.Func) -> bool:
    if isinstance(node, exp.Anonymous):
        return str(node.name).lower() in SAFE_FUNCTION_NAMES
    return type(node) in SAFE_FUNCTION_CLASSES


def function_name(node: exp.Func) -> str:
    """The name as the caller wrote it where possible, for error messages."""
    if isinstance(node, exp.Anonymous):
        return str(node.name)
    return node.sql_name().lower()
