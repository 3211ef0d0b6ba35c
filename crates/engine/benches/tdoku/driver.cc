// The reference the 9x9 search is measured against: tdoku (T. Dillon's SIMD solver, C++),
// natively and compiled to wasm SIMD with emscripten, to measure its rates and its
// wasm/native ratio beside the engine's (BENCHMARKS.md). Built and run by `run.sh`, which
// takes a tdoku checkout; not part of the build. Native: `main`, CPU time of the thread.
// Wasm: `load` and `sample`, driven by `node.mjs` or `chromium.mjs`.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cstdint>
#include <ctime>
#include <vector>
#include <string>
#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#define EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define EXPORT
#endif

extern "C" size_t TdokuSolverDpllTriadSimd(const char *puzzle, size_t limit, uint32_t configuration,
                                           char *solution, size_t *num_guesses);

// 81 characters and NUL padding: the solver reads 16 bytes at a time.
static const int kSlot = 96;
static std::vector<char> g_puzzles;
static int g_n = 0;
static double g_last_sec = 0;
// Keeps the solver's results alive.
static unsigned long long g_checksum = 0;

static double now(clockid_t c) { timespec ts; clock_gettime(c, &ts); return ts.tv_sec + ts.tv_nsec * 1e-9; }
#ifdef __EMSCRIPTEN__
static const clockid_t kTimer = CLOCK_MONOTONIC;  // wasm has no thread CPU clock
#else
static const clockid_t kTimer = CLOCK_THREAD_CPUTIME_ID;
#endif

// One puzzle per line (its first 81 characters, '0' or '.' for empty); lines that start
// with '#' or are shorter are skipped. Returns the number of puzzles.
extern "C" EXPORT int load(const char *text, int len) {
    g_puzzles.clear(); g_n = 0;
    int i = 0;
    while (i < len) {
        int j = i; while (j < len && text[j] != '\n') j++;
        if (j - i >= 81 && text[i] != '#') {
            size_t off = g_puzzles.size(); g_puzzles.resize(off + kSlot, 0);
            for (int k = 0; k < 81; k++) { char c = text[i + k]; g_puzzles[off + k] = (c == '0') ? '.' : c; }
            g_n++;
        }
        i = j + 1;
    }
    return g_n;
}

// One sample: whole passes over the puzzles until min_sec have passed. Returns the
// puzzles solved; last_sec() is the time they took.
extern "C" EXPORT double sample(int limit, double min_sec) {
    char solution[96]; size_t guesses;
    double t0 = now(kTimer), t;
    long long count = 0;
    do {
        for (int p = 0; p < g_n; p++)
            g_checksum += TdokuSolverDpllTriadSimd(&g_puzzles[(size_t)p * kSlot], limit, 0, solution, &guesses);
        count += g_n;
        t = now(kTimer);
    } while (t - t0 < min_sec);
    g_last_sec = t - t0;
    return (double)count;
}
extern "C" EXPORT double last_sec() { return g_last_sec; }
// The solutions found in one pass (each capped at limit): a check that every puzzle was solved.
extern "C" EXPORT int solutions_one_pass(int limit) {
    char solution[96]; size_t guesses; int s = 0;
    for (int p = 0; p < g_n; p++) s += TdokuSolverDpllTriadSimd(&g_puzzles[(size_t)p * kSlot], limit, 0, solution, &guesses);
    return s;
}

#ifndef __EMSCRIPTEN__
int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: %s puzzles.txt\n", argv[0]); return 1; }
    FILE *f = fopen(argv[1], "rb"); if (!f) { perror(argv[1]); return 1; }
    std::string text; char buf[1 << 16]; size_t r;
    while ((r = fread(buf, 1, sizeof buf, f)) > 0) text.append(buf, r);
    fclose(f);
    int n = load(text.data(), (int)text.size());
    const char *name = strrchr(argv[1], '/'); name = name ? name + 1 : argv[1];
    for (int limit = 1; limit <= 2; limit++) {
        int sols = solutions_one_pass(limit);
        double best = 0;
        for (int s = 0; s < 7; s++) {
            double c = sample(limit, 0.5);
            double rate = c / last_sec();
            if (rate > best) best = rate;
        }
        printf("%s n=%d limit=%d sols=%d best_cpu_rate=%.0f puzzles/s\n", name, n, limit, sols, best);
        fflush(stdout);
    }
    return 0;
}
#endif
