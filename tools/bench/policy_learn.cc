// hearts-policy-learn: fits the learned correction of the policy (src/ai/learned_policy.h) to
// the plays of arena records, and writes its weights.
//
// Every play with a choice in the records (where the policy sees no moon threatened) becomes
// one example: the candidates (one card of each group of interchangeable cards), their
// features, and the one played. A conditional logit model (the probability of a candidate
// proportional to exp of its score) is fitted per situation by full-batch Adam with an L2
// penalty, on features scaled to unit spread; the weights are then rounded to integers in
// 1/256 of a unit, as the model plays them. The report gives, for the fitting records and for
// --test records, the share of plays where the policy and the model chose the card played.
//
// Usage: hearts-policy-learn --records DIR [--test DIR] [--files N] [--epochs N] [--l2 X]
//                            [--out FILE]
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "ai/interchangeable.h"
#include "ai/learned_policy.h"
#include "core/match.h"
#include "record_files.h"
#include "records/record.h"

namespace {

using namespace hearts;

[[noreturn]] void usage(const std::string& problem) {
  if (!problem.empty()) std::fprintf(stderr, "hearts-policy-learn: %s\n", problem.c_str());
  std::fprintf(stderr, "usage: hearts-policy-learn --records DIR [--test DIR] [--files N] [--epochs N]\n"
               "                           [--l2 X] [--out FILE]\n");
  std::exit(2);
}

struct Example {
  int situation = 0;
  std::size_t first = 0;  // index of its first candidate's features
  int count = 0;          // candidates
  int chosen = 0;         // the one played
  int policy = 0;         // the policy's
};

struct Data {
  std::vector<Example> examples;
  std::vector<ai::LearnedFeatures> features;
};

bool readFile(const std::filesystem::path& path, Data& data, std::string& error) {
  const LoadedRecord loaded = loadRecord(bench::readText(path));
  if (!loaded.match) {
    error = loaded.error;
    return false;
  }
  const Match& done = *loaded.match;
  Match m(done.rules(), done.seed());
  const ai::PolicyParams params = ai::PolicyParams::forRules(done.rules());
  for (const Action& a : done.actions()) {
    if (m.state().phase() == Phase::HandOver) m.startNextHand();
    if (a.kind == Action::Kind::Play) {
      const PlayState& s = m.state().playState();
      const CardSet legal = m.state().legalPlays();
      const CardSet candidates = ai::learnedCandidates(s, legal, done.rules());
      if (candidates.size() > 1 && ai::moonThreat(s, params) < 0) {
        const CardSet ownOrGone = s.hands[s.toMove()] | s.played;
        const Card policy = ai::policyChoice(s, legal, params);
        Example e;
        e.situation = ai::learnedSituation(s, legal);
        e.first = data.features.size();
        e.chosen = e.policy = -1;
        for (Card c : candidates) {
          const auto same = [&](Card x) { return x == c || ai::interchangeable(x, c, ownOrGone, done.rules()); };
          const bool policyGroup = same(policy);
          if (policyGroup) e.policy = e.count;
          if (same(a.card)) e.chosen = e.count;
          ai::LearnedFeatures f{};
          ai::learnedFeatures(s, legal, c, policyGroup, params, f);
          data.features.push_back(f);
          ++e.count;
        }
        if (e.chosen < 0 || e.policy < 0) {
          error = "a card played outside its candidates";
          return false;
        }
        data.examples.push_back(e);
      }
    }
    if (m.apply(a) != ActionError::None) {
      error = "an action the rules refuse";
      return false;
    }
  }
  return true;
}

Data readRecords(const std::string& dir, std::size_t limit) {
  std::string problem;
  const auto files = bench::recordFiles(dir, limit, problem);
  if (!problem.empty()) usage(problem);
  if (files.empty()) usage("no .json records in " + dir);
  Data data;
  for (const auto& file : files) {
    std::string error;
    if (!readFile(file, data, error))
      std::fprintf(stderr, "hearts-policy-learn: %s: %s\n", file.string().c_str(), error.c_str());
  }
  return data;
}

using Weights = std::array<double, ai::kLearnedFeatures>;

// The candidate the model picks: the highest score, the policy's on a tie.
template <typename Score>
int pick(const Example& e, Score score) {
  int best = e.policy;
  auto bestScore = score(e.first + static_cast<std::size_t>(e.policy));
  for (int k = 0; k < e.count; ++k) {
    const auto v = score(e.first + static_cast<std::size_t>(k));
    if (v > bestScore) {
      bestScore = v;
      best = k;
    }
  }
  return best;
}

Weights fit(const Data& data, int situation, int epochs, double l2) {
  constexpr int n = ai::kLearnedFeatures;
  // Scale: the spread of each feature over the candidates of this situation.
  Weights mean{}, scale{};
  long rows = 0;
  for (const Example& e : data.examples) {
    if (e.situation != situation) continue;
    for (int k = 0; k < e.count; ++k) {
      const auto& f = data.features[e.first + static_cast<std::size_t>(k)];
      for (int i = 0; i < n; ++i) mean[i] += f[i];
      ++rows;
    }
  }
  if (rows == 0) return Weights{};
  for (double& m : mean) m /= static_cast<double>(rows);
  for (const Example& e : data.examples) {
    if (e.situation != situation) continue;
    for (int k = 0; k < e.count; ++k) {
      const auto& f = data.features[e.first + static_cast<std::size_t>(k)];
      for (int i = 0; i < n; ++i) scale[i] += (f[i] - mean[i]) * (f[i] - mean[i]);
    }
  }
  for (double& sc : scale) sc = sc > 0 ? std::sqrt(sc / static_cast<double>(rows)) : 0.0;
  Weights w{}, m1{}, m2{};
  // Start from the policy: its feature alone.
  if (scale[0] > 0) w[0] = 2.0;
  std::vector<double> score;
  const double rate = 0.05, b1 = 0.9, b2 = 0.999;
  for (int epoch = 1; epoch <= epochs; ++epoch) {
    Weights grad{};
    long count = 0;
    for (const Example& e : data.examples) {
      if (e.situation != situation) continue;
      ++count;
      score.assign(static_cast<std::size_t>(e.count), 0.0);
      double top = -1e300;
      for (int k = 0; k < e.count; ++k) {
        const auto& f = data.features[e.first + static_cast<std::size_t>(k)];
        double v = 0;
        for (int i = 0; i < n; ++i)
          if (scale[i] > 0) v += w[i] * f[i] / scale[i];
        score[static_cast<std::size_t>(k)] = v;
        top = std::max(top, v);
      }
      double z = 0;
      for (double& v : score) z += (v = std::exp(v - top));
      for (int k = 0; k < e.count; ++k) {
        const auto& f = data.features[e.first + static_cast<std::size_t>(k)];
        const double p = score[static_cast<std::size_t>(k)] / z - (k == e.chosen ? 1.0 : 0.0);
        for (int i = 0; i < n; ++i)
          if (scale[i] > 0) grad[i] += p * f[i] / scale[i];
      }
    }
    for (int i = 0; i < n; ++i) {
      const double g = grad[i] / static_cast<double>(count) + l2 * w[i];
      m1[i] = b1 * m1[i] + (1 - b1) * g;
      m2[i] = b2 * m2[i] + (1 - b2) * g * g;
      const double mh = m1[i] / (1 - std::pow(b1, epoch));
      const double vh = m2[i] / (1 - std::pow(b2, epoch));
      w[i] -= rate * mh / (std::sqrt(vh) + 1e-8);
    }
  }
  Weights raw{};
  for (int i = 0; i < n; ++i) raw[i] = scale[i] > 0 ? w[i] / scale[i] : 0.0;
  return raw;
}

struct Agreement {
  std::array<long, ai::kLearnedSituations> plays{}, policy{}, model{};
};

Agreement agreement(const Data& data, const ai::LearnedWeights& weights) {
  Agreement a;
  for (const Example& e : data.examples) {
    const auto& w = weights[static_cast<std::size_t>(e.situation)];
    const int chosen = pick(e, [&](std::size_t row) {
      long long v = 0;
      for (int i = 0; i < ai::kLearnedFeatures; ++i) v += static_cast<long long>(w[i]) * data.features[row][i];
      return v;
    });
    ++a.plays[e.situation];
    a.policy[e.situation] += e.policy == e.chosen;
    a.model[e.situation] += chosen == e.chosen;
  }
  return a;
}

double percent(long part, long whole) {
  return whole > 0 ? 100.0 * static_cast<double>(part) / static_cast<double>(whole) : 0.0;
}

void report(const char* label, const Agreement& a) {
  constexpr std::array<const char*, ai::kLearnedSituations> names{"lead", "follow", "discard"};
  long plays = 0, policy = 0, model = 0;
  std::printf("%s\n", label);
  for (int s = 0; s < ai::kLearnedSituations; ++s) {
    std::printf("  %-8s %7ld plays  policy %5.1f%%  model %5.1f%%\n", names[s], a.plays[s],
                percent(a.policy[s], a.plays[s]), percent(a.model[s], a.plays[s]));
    plays += a.plays[s];
    policy += a.policy[s];
    model += a.model[s];
  }
  std::printf("  %-8s %7ld plays  policy %5.1f%%  model %5.1f%%\n", "all", plays, percent(policy, plays),
              percent(model, plays));
}

long number(const char* text, const char* option) {
  char* end = nullptr;
  const long n = std::strtol(text, &end, 10);
  if (*end != '\0' || n < 0) usage(std::string(option) + " takes a number");
  return n;
}

}  // namespace

int main(int argc, char** argv) {
  std::string records, test, out;
  std::size_t limit = 0;
  int epochs = 400;
  double l2 = 1e-4;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--records" && i + 1 < argc) records = argv[++i];
    else if (arg == "--test" && i + 1 < argc) test = argv[++i];
    else if (arg == "--out" && i + 1 < argc) out = argv[++i];
    else if (arg == "--files" && i + 1 < argc) limit = static_cast<std::size_t>(number(argv[++i], "--files"));
    else if (arg == "--epochs" && i + 1 < argc) epochs = static_cast<int>(number(argv[++i], "--epochs"));
    else if (arg == "--l2" && i + 1 < argc) {
      char* end = nullptr;
      l2 = std::strtod(argv[++i], &end);
      if (*end != '\0' || l2 < 0) usage("--l2 takes a number");
    } else usage("unknown or incomplete option " + arg);
  }
  if (records.empty()) usage("--records is required");
  const Data data = readRecords(records, limit);
  ai::LearnedWeights weights{};
  std::printf("hearts-policy-learn: %zu plays with a choice from %s\n\n", data.examples.size(),
              records.c_str());
  std::printf("%-16s %10s %10s %10s\n", "feature", "lead", "follow", "discard");
  std::array<Weights, ai::kLearnedSituations> raw{};
  for (int s = 0; s < ai::kLearnedSituations; ++s) {
    raw[s] = fit(data, s, epochs, l2);
    for (int i = 0; i < ai::kLearnedFeatures; ++i)
      weights[s][i] = static_cast<std::int32_t>(std::lround(raw[s][i] * 256.0));
  }
  for (int i = 0; i < ai::kLearnedFeatures; ++i)
    std::printf("%-16s %10.3f %10.3f %10.3f\n", ai::kLearnedFeatureNames[i], raw[0][i], raw[1][i], raw[2][i]);
  std::printf("\n");
  report("the fitting records: the card played, chosen by", agreement(data, weights));
  if (!test.empty()) report("the test records:", agreement(readRecords(test, 0), weights));
  if (!out.empty()) {
    std::FILE* f = std::fopen(out.c_str(), "w");
    if (!f) usage("cannot write " + out);
    std::fprintf(f, "// Written by hearts-policy-learn (tools/bench); see docs/BENCHMARKS.md.\nLearnedWeights{{\n");
    for (int s = 0; s < ai::kLearnedSituations; ++s) {
      std::fprintf(f, "    {");
      for (int i = 0; i < ai::kLearnedFeatures; ++i) std::fprintf(f, "%s%d", i ? ", " : "", weights[s][i]);
      std::fprintf(f, "}%s\n", s + 1 < ai::kLearnedSituations ? "," : "}}");
    }
    std::fclose(f);
  }
  return 0;
}
