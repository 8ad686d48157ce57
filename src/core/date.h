// A day of the calendar, as the daily deal is dealt from and as records and statistics keep
// it: read from and written as "2026-11-28" only at the edges (a link, the command line, a
// saved file), a Date everywhere between.
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace hearts {

// A day of the (proleptic Gregorian) calendar.
struct Date {
  int year = 1970;
  int month = 1;  // 1..12
  int day = 1;    // 1..31
  auto operator<=>(const Date&) const = default;
};

// Days from 1970-01-01 to `d` (negative before it), and back.
std::int64_t daysSinceEpoch(Date d);
Date dateFromDays(std::int64_t days);
// The UTC date at `unixSeconds` seconds after 1970-01-01 00:00 UTC.
Date utcDate(std::int64_t unixSeconds);
// "2026-11-28": a real date from year 1 to 9999, written so; nothing otherwise.
std::optional<Date> parseDate(std::string_view text);
std::string dateText(Date d);

}  // namespace hearts
