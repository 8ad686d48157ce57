// Means with 95% confidence intervals, for points per hand and differences between players.
#pragma once

#include <vector>

namespace hearts::arena {

struct Estimate {
  double mean = 0;
  double ci95 = 0;  // half-width: the interval is mean ± ci95 (0 with fewer than 2 samples)
  int samples = 0;
};

// Student's t interval: mean ± t(0.975, n-1) · s / √n, s the sample standard deviation.
// For large n this is the familiar ±1.96 standard errors.
Estimate estimate(const std::vector<double>& samples);

// The two-sided 97.5% quantile of Student's t with `df` degrees of freedom (df >= 1).
double studentT975(int df);

}  // namespace hearts::arena
