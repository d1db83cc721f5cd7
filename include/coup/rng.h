/*
 * rng.h - the seeded random number generator every driver uses.
 *
 * The engine never draws random numbers (DESIGN: randomness is owned by
 * the caller). Drivers (random games, bench, replay of a seeded record,
 * bots, arena) use this one generator so that a seed means the same game
 * everywhere. The algorithm is part of the record format (a record may name
 * a seed for its chance events), so it must never change:
 *
 *   state: xoshiro256** (Blackman and Vigna), seeded by four outputs of
 *   splitmix64 from the 64-bit seed;
 *   coup_rng_below(n): the high 32 bits of the next output, x, give
 *   (x * n) >> 32, with Lemire's rejection of the biased low range, so the
 *   result is exactly uniform in [0, n).
 */
#ifndef COUP_RNG_H
#define COUP_RNG_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct coup_rng {
    uint64_t s[4];
} coup_rng;

static inline uint64_t coup_splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static inline void coup_rng_seed(coup_rng *r, uint64_t seed)
{
    for (int i = 0; i < 4; i++)
        r->s[i] = coup_splitmix64(&seed);
}

static inline uint64_t coup_rng_rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

static inline uint64_t coup_rng_next(coup_rng *r)
{
    uint64_t *s = r->s;
    uint64_t result = coup_rng_rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = coup_rng_rotl(s[3], 45);
    return result;
}

/* Uniform in [0, n), n >= 1. */
static inline uint32_t coup_rng_below(coup_rng *r, uint32_t n)
{
    uint64_t m = (uint64_t)(uint32_t)(coup_rng_next(r) >> 32) * n;
    uint32_t low = (uint32_t)m;
    if (low < n) {
        uint32_t floor = (uint32_t)(-n) % n;
        while (low < floor) {
            m = (uint64_t)(uint32_t)(coup_rng_next(r) >> 32) * n;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

/* Uniform in [0, 1), in steps of 2^-30: one coup_rng_below() call, so
 * that the bots' draws (and with them the bench's signature) stay as they
 * were when this was written out at each use. */
static inline double coup_rng_unit(coup_rng *r)
{
    return (double)coup_rng_below(r, 1u << 30) / (double)(1u << 30);
}

#ifdef __cplusplus
}
#endif

#endif
