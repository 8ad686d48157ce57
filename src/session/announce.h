// What a screen reader says as the game goes: a sentence for each event the table shows
// (events.h), and the names of cards as they are spoken ("queen of spades"). The page's
// live region reads these out (src/app); the same words could serve any other reader.
#pragma once

#include <string>
#include <vector>

#include "core/card.h"
#include "core/game.h"
#include "session/events.h"

namespace hearts::session {

// "queen of spades", "10 of hearts", "ace of clubs".
std::string spokenCard(Card c);
// "the ace of hearts, the 7 of clubs and the 2 of diamonds", in display order.
std::string spokenCards(CardSet cards);
// The suits among `cards`: "clubs", "clubs or hearts", "clubs, diamonds or spades".
std::string spokenSuits(CardSet cards);

// The played-cards tracker's words on a suit, for the ear: "Clubs: played 2, 5, 9 and king;
// yours 3 and 7; still out 4, 6, 8, 10, jack, queen and ace".
std::string trackerSuitText(Suit suit, CardSet played, CardSet yours);

// "Your turn: follow clubs", "Your turn: any card", "Your turn: only the 2 of clubs".
std::string yourTurnText(CardSet legal, CardSet hand);
// "Scores: You 12, Ava 30, Ben 5, Cleo 40".
std::string scoresText(const std::array<int, 4>& scores);

// The sentences for these events, in order; `s` is the game as it stands now (for the
// scores at the end of a hand, the passing at a deal). A claim's sentence tells what the
// plays and tricks that follow it in `events` come to; they get none of their own.
std::vector<std::string> announcements(const std::vector<GameEvent>& events, const GameState& s);

}  // namespace hearts::session
