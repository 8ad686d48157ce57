// A day of the calendar (core/date.h): the UTC day from the clock, days since 1970 and back,
// and the one way it is written and read.
#include <doctest/doctest.h>

#include <cstdint>

#include "core/date.h"

using namespace hearts;

namespace {

Date date(const char* text) {
  const auto d = parseDate(text);
  REQUIRE_MESSAGE(d.has_value(), text);
  return *d;
}

}  // namespace

TEST_CASE("dates: UTC days from the clock, written and read back, leap years, before 1970") {
  CHECK(daysSinceEpoch(date("1970-01-01")) == 0);
  CHECK(daysSinceEpoch(date("2026-11-28")) == 20785);
  CHECK(daysSinceEpoch(date("1969-12-31")) == -1);
  CHECK(dateText(dateFromDays(20785)) == "2026-11-28");
  CHECK(dateText(dateFromDays(-719162)) == "0001-01-01");
  // The UTC day turns at midnight UTC, whatever the time zone of the machine.
  CHECK(dateText(utcDate(1795823999)) == "2026-11-27");  // 23:59:59 UTC
  CHECK(dateText(utcDate(1795824000)) == "2026-11-28");  // 00:00:00 UTC
  CHECK(dateText(utcDate(-1)) == "1969-12-31");
  CHECK(dateText(utcDate(951782400)) == "2000-02-29");
  for (std::int64_t d = -1000; d < 40000; d += 7) CHECK(daysSinceEpoch(dateFromDays(d)) == d);
  CHECK(parseDate("2028-02-29"));
  CHECK_FALSE(parseDate("2027-02-29"));
  CHECK_FALSE(parseDate("2026-13-01"));
  CHECK_FALSE(parseDate("2026-11-31"));
  CHECK_FALSE(parseDate("26-11-28"));
  CHECK_FALSE(parseDate("2026/11/28"));
  CHECK_FALSE(parseDate("0000-01-01"));
  CHECK(date("2026-11-28") < date("2026-11-29"));
}
