"""Every rule ID the slap game uses or cites, each stated in one line in the project's own words."""

RULES: dict[str, str] = {
    "MR-0.6": "Note cards use 15 natural pitches, C4 to C6, each named by its fixed-Do solfege name.",
    "MR-0.7": "A card is written duration-pitch: Q (quarter), H (half) or DH (dotted half), e.g. Q-E4.",
    "MR-1.3": "The standard note deck has 120 cards: for each of the 15 pitches four Q, two H and two DH.",
    "MR-14.2": "A reported chance outcome must be possible: a revealed card must be one nobody has accounted "
               "for yet, and a first player must be a seat of the game.",
    "SLAP-1.1": "The slap game is separate from the race: it uses only the note cards, and players flip while "
                "calling a name, slap on a match, and try to run out of cards.",
    "SLAP-1.2": "Two to four players take part.",
    "SLAP-2.1": "All note cards are dealt evenly, one at a time from the first player on, each onto the top of "
                "its receiver's stack; cards that do not divide evenly are set aside unused.",
    "SLAP-2.2": "Each player holds a face-down stack nobody looks at; the centre pile starts empty.",
    "SLAP-2.3": "Options: players 2-4, first player (random by default), calling mode scale/tune/free, the tune, "
                "and a positive flip limit (default 1000); other values are refused.",
    "SLAP-3.1": "On their turn the active player calls a name and, in the same action, flips the top card of "
                "their own stack face up onto the centre pile.",
    "SLAP-3.2": "Each flip is followed by the slap resolution, then the win check, then the next player in seat "
                "order flips; taking the pile never changes the turn order.",
    "SLAP-4.1": "The call follows the scale (Do..Si, climbing without restart), a tune cycled over the game "
                "(default Twinkle Twinkle), or is chosen freely by the flipper in free mode only.",
    "SLAP-5.1": "A flipped card matches when its pitch carries the called name, whatever its octave or duration.",
    "SLAP-6.1": "On a match everybody must slap; the table reports the slap order, non-slappers count as slowest, "
                "ties among them go to the first in seat order from the flipper, and the slowest takes the pile.",
    "SLAP-6.2": "On a non-match nobody should slap: the first player who did takes the pile; if nobody slapped the "
                "pile stays and grows.",
    "SLAP-6.3": "A taken pile is turned face down as one block, first-flipped card on top, and put under the "
                "taker's stack.",
    "SLAP-7.1": "After a flip's slap resolution, a flipper left with no cards wins and the game ends at once.",
    "SLAP-7.2": "If the flip limit is reached with no winner, the players holding the fewest cards win jointly and "
                "the rest are ranked by how few cards they hold.",
    "SLAP-8.1": "The actions are flip (with a call only in free mode), and the slap report: each player's slap or "
                "no_slap in the order they happened, or the whole ordered list entered at the flipper's seat.",
    "SLAP-8.2": "A slap report is only accepted while a flip awaits one, and names each player at most once.",
    "SLAP-9.1": "Chance: the first player (unless given) and the shuffle; each dealt card nobody has seen is a "
                "chance outcome when flipped, while cards put under a stack are already known; slap order is not "
                "chance.",
    "SLAP-10.1": "Nobody sees the dealt cards, not even their owner; stack sizes, the centre pile, every flipped "
                 "card and the cards put under stacks are public.",
}
