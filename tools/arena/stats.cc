#include "arena/stats.h"

#include <cmath>

namespace hearts::arena {

double studentT975(int df) {
  // Table values to four decimals; past 30 the Cornish-Fisher expansion around the normal
  // quantile is accurate to about 1e-4.
  static constexpr double kTable[] = {12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646,
                                      2.3060,  2.2622, 2.2281, 2.2010, 2.1788, 2.1604, 2.1448,
                                      2.1314,  2.1199, 2.1098, 2.1009, 2.0930, 2.0860, 2.0796,
                                      2.0739,  2.0687, 2.0639, 2.0595, 2.0555, 2.0518, 2.0484,
                                      2.0452,  2.0423};
  if (df < 1) return 0;
  if (df <= 30) return kTable[df - 1];
  constexpr double z = 1.959964;
  const double d = df;
  const double z3 = z * z * z;
  const double z5 = z3 * z * z;
  return z + (z3 + z) / (4.0 * d) + (5 * z5 + 16 * z3 + 3 * z) / (96.0 * d * d);
}

Estimate estimate(const std::vector<double>& samples) {
  Estimate e;
  e.samples = static_cast<int>(samples.size());
  if (samples.empty()) return e;
  double sum = 0;
  for (double x : samples) sum += x;
  e.mean = sum / static_cast<double>(samples.size());
  if (samples.size() < 2) return e;
  double squares = 0;
  for (double x : samples) squares += (x - e.mean) * (x - e.mean);
  const double n = static_cast<double>(samples.size());
  const double sd = std::sqrt(squares / (n - 1));
  e.ci95 = studentT975(e.samples - 1) * sd / std::sqrt(n);
  return e;
}

}  // namespace hearts::arena
