// hearts-card-bench: what the card art costs to make. CardArt's load (reading the 53 SVG
// files and proving the SVG loader works), then every face and the back made at each width:
// rasterized by nanosvg (through SDL_image) and turned into a texture of SDL's software
// renderer, so no GPU is in the figures. Each image is made afresh in each of --repeat
// rounds; the figures are medians over the rounds. A benchmark that prints figures, not a
// test: it asserts nothing about time.
//
// Usage: hearts-card-bench [--assets DIR] [--widths 60,120,240,720] [--repeat N]
#include <SDL.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/card.h"
#include "ui/card_art.h"

namespace {

[[noreturn]] void usage(const std::string& problem) {
  if (!problem.empty()) std::fprintf(stderr, "hearts-card-bench: %s\n", problem.c_str());
  std::fprintf(stderr, "usage: hearts-card-bench [--assets DIR] [--widths W,W,...] [--repeat N]\n");
  std::exit(2);
}

double msSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n == 0 ? 0 : n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::string assets = HEARTS_BENCH_ASSET_DIR;
  std::vector<int> widths{60, 120, 240, 720};
  int repeat = 5;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (i + 1 >= argc) usage("missing value after " + arg);
    const std::string value = argv[++i];
    if (arg == "--assets") {
      assets = value;
    } else if (arg == "--widths") {
      widths.clear();
      for (std::size_t at = 0; at <= value.size();) {
        const std::size_t comma = std::min(value.find(',', at), value.size());
        const int w = std::atoi(value.substr(at, comma - at).c_str());
        if (w < 1 || w > hearts::ui::CardArt::kMaxWidth)
          usage("--widths takes widths from 1 to " + std::to_string(hearts::ui::CardArt::kMaxWidth));
        widths.push_back(w);
        at = comma + 1;
      }
    } else if (arg == "--repeat") {
      repeat = std::atoi(value.c_str());
      if (repeat < 1 || repeat > 1000) usage("--repeat takes 1 to 1000");
    } else {
      usage("unknown option " + arg);
    }
  }

  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_RGBA32);
  SDL_Renderer* renderer = surface ? SDL_CreateSoftwareRenderer(surface) : nullptr;
  if (renderer == nullptr) {
    std::fprintf(stderr, "hearts-card-bench: no software renderer: %s\n", SDL_GetError());
    return 1;
  }

  std::printf("hearts-card-bench: %s, %d rounds, medians in ms\n\n", assets.c_str(), repeat);
  std::vector<double> loads;
  std::printf("%6s %10s %10s %12s %10s\n", "width", "face mean", "52 faces", "slowest face", "back");
  for (int w : widths) {
    std::vector<double> all, back;
    std::vector<std::vector<double>> perFace(52);
    for (int r = 0; r < repeat; ++r) {
      hearts::ui::CardArt art;
      const auto loadStart = std::chrono::steady_clock::now();
      if (!art.load(renderer, assets)) {
        std::fprintf(stderr, "hearts-card-bench: %s\n", art.error().c_str());
        return 1;
      }
      loads.push_back(msSince(loadStart));
      double sum = 0;
      int i = 0;
      for (hearts::Card c : hearts::CardSet::deck()) {
        const auto start = std::chrono::steady_clock::now();
        if (art.face(c, w) == nullptr) {
          std::fprintf(stderr, "hearts-card-bench: %s\n", art.error().c_str());
          return 1;
        }
        const double ms = msSince(start);
        perFace[static_cast<std::size_t>(i++)].push_back(ms);
        sum += ms;
      }
      all.push_back(sum);
      const auto start = std::chrono::steady_clock::now();
      if (art.back(w) == nullptr) {
        std::fprintf(stderr, "hearts-card-bench: %s\n", art.error().c_str());
        return 1;
      }
      back.push_back(msSince(start));
    }
    std::size_t slowest = 0;
    for (std::size_t f = 1; f < perFace.size(); ++f)
      if (median(perFace[f]) > median(perFace[slowest])) slowest = f;
    const std::string name = hearts::cardName(hearts::CardSet::deck().nth(static_cast<int>(slowest)));
    std::printf("%6d %10.2f %10.1f %6s %5.2f %10.2f\n", w, median(all) / 52, median(all), name.c_str(),
                median(perFace[slowest]), median(back));
  }
  std::printf("\nload (53 files read, the SVG loader tried): %.2f ms\n", median(loads));
  SDL_DestroyRenderer(renderer);
  SDL_FreeSurface(surface);
  return 0;
}
