// game.cpp - a C++ program that uses libcoup through its C headers, as a
// program outside the project would. It plays one game between two bots,
// writes its record, reads the record back and replays it through the
// engine, then runs a small arena on two threads; it prints one line per
// step and exits 0 when every result is consistent.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <coup/arena.h>
#include <coup/bots.h>
#include <coup/coup.h>
#include <coup/protocol.h>
#include <coup/record.h>
#include <coup/rng.h>

namespace {

int failed(const std::string &what)
{
    std::fprintf(stderr, "game++: %s\n", what.c_str());
    return 1;
}

} // namespace

int main()
{
    char why[256] = "";
    std::vector<coup_bot *> bots;
    for (const char *spec : {"heuristic", "random"}) {
        coup_bot *b = coup_bot_new(spec, why, sizeof why);
        if (!b)
            return failed(std::string("coup_bot_new: ") + why);
        bots.push_back(b);
    }

    // A game between the bots, every move kept.
    coup_options o = {2, COUP_START_RANDOM, 0};
    std::vector<coup_move> moves(4096);
    std::vector<int> movers(moves.size());
    long n = 0;
    int culprit = -1;
    int winner = coup_bots_play(&o, bots.data(), 11, 100000, moves.data(),
                                movers.data(), (long)moves.size(), &n,
                                &culprit, why, sizeof why);
    if (winner < 0)
        return failed(std::string("coup_bots_play: ") + why);
    if (n > (long)moves.size())
        return failed("the game is longer than the move buffer");
    std::printf("bots: seat %d (%s) wins after %ld decisions\n", winner,
                bots[winner]->spec, n);

    // Its record, written, parsed and replayed: the same winner.
    coup_record rec;
    coup_record_init(&rec, &o);
    for (long i = 0; i < n; i++)
        if (coup_record_add(&rec, movers[i], moves[i]))
            return failed("coup_record_add refused a move of the game");
    size_t len = 0;
    char *text = coup_record_format(&rec, &len);
    coup_record_free(&rec);
    if (!text)
        return failed("coup_record_format: out of memory");
    coup_record again;
    coup_record_error err;
    coup_state s;
    int rc = coup_record_parse(text, len, &again, &err);
    if (rc == 0)
        rc = coup_record_replay(&again, &s, nullptr, nullptr, &err);
    coup_record_free(&again);
    std::free(text);
    if (rc)
        return failed("record line " + std::to_string(err.line) + ": " + err.msg);
    if (coup_winner(&s) != winner)
        return failed("the replayed record has another winner");
    std::printf("record: %zu bytes, replayed to the same winner\n", len);

    // The winner's view of the end, in the engine protocol.
    coup_obs obs;
    char line[1024];
    if (coup_observe(&s, winner, &obs) ||
        coup_proto_format_obs(&obs, line, sizeof line) < 0)
        return failed("coup_proto_format_obs failed");
    std::printf("protocol: %s\n", line);

    // A small arena on two threads (the threads library is linked).
    coup_arena a;
    coup_arena_defaults(&a);
    a.games = 8;
    if (coup_arena_add(&a, "random", why, sizeof why) ||
        coup_arena_add(&a, "honest", why, sizeof why) ||
        coup_arena_prepare(&a, why, sizeof why))
        return failed(std::string("arena set-up: ") + why);
    coup_arena_result r;
    if (coup_arena_run(&a, 2, nullptr, &r, why, sizeof why))
        return failed(std::string("coup_arena_run: ") + why);
    if (r.games != 8 || r.won + r.forfeits + r.unfinished != 8)
        return failed("the arena did not tally its 8 games");
    std::printf("arena: %lld games, %lld won\n", r.games, r.won);

    for (coup_bot *b : bots)
        coup_bot_free(b);
    return 0;
}
