#include "core/date.h"

#include <cstdio>

namespace hearts {

// Howard Hinnant's days_from_civil and civil_from_days: exact over the whole range, no
// tables, no time zone data.
std::int64_t daysSinceEpoch(Date d) {
  const std::int64_t y = d.year - (d.month <= 2 ? 1 : 0);
  const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
  const std::int64_t yoe = y - era * 400;
  const std::int64_t mp = (d.month + 9) % 12;
  const std::int64_t doy = (153 * mp + 2) / 5 + d.day - 1;
  const std::int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

Date dateFromDays(std::int64_t days) {
  const std::int64_t z = days + 719468;
  const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  const std::int64_t doe = z - era * 146097;
  const std::int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const std::int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const std::int64_t mp = (5 * doy + 2) / 153;
  const int day = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
  const int month = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
  const int year = static_cast<int>(yoe + era * 400 + (month <= 2 ? 1 : 0));
  return {year, month, day};
}

Date utcDate(std::int64_t unixSeconds) {
  std::int64_t days = unixSeconds / 86400;
  if (unixSeconds % 86400 < 0) --days;
  return dateFromDays(days);
}

std::optional<Date> parseDate(std::string_view t) {
  if (t.size() != 10 || t[4] != '-' || t[7] != '-') return std::nullopt;
  int v[3] = {0, 0, 0};
  const std::size_t from[3] = {0, 5, 8};
  const std::size_t len[3] = {4, 2, 2};
  for (int k = 0; k < 3; ++k) {
    for (std::size_t i = from[k]; i < from[k] + len[k]; ++i) {
      if (t[i] < '0' || t[i] > '9') return std::nullopt;
      v[k] = v[k] * 10 + (t[i] - '0');
    }
  }
  const Date d{v[0], v[1], v[2]};
  // A real date is one that comes back from its own day count.
  if (d.year < 1 || d.month < 1 || d.month > 12 || d.day < 1 || d.day > 31 ||
      dateFromDays(daysSinceEpoch(d)) != d)
    return std::nullopt;
  return d;
}

std::string dateText(Date d) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", d.year, d.month, d.day);
  return buf;
}

}  // namespace hearts
