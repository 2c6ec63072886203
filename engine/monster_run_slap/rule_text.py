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

# The same statements in traditional Chinese (同音拍 is part of 跑吧！怪獸, published in traditional script).
RULES_ZH: dict[str, str] = {
    "MR-0.6": "音符卡使用 C4 到 C6 共 15 個自然音，各以固定唱名稱呼。",
    "MR-0.7": "卡片寫成「時值-音高」：Q（四分音符）、H（二分音符）或 DH（附點二分音符），例如 Q-E4。",
    "MR-1.3": "標準音符牌組共 120 張：15 個音高各有四張 Q、兩張 H、兩張 DH。",
    "MR-14.2": "回報的隨機結果必須可能發生：翻開的牌必須是還沒被任何人確認過的牌，起始玩家必須是本局的座位。",
    "SLAP-1.1": "同音拍與賽跑遊戲各自獨立：只使用音符卡，玩家邊喊唱名邊翻牌，唱名相符就拍，目標是先出完手上的牌。",
    "SLAP-1.2": "二到四人參加。",
    "SLAP-2.1": "所有音符卡從起始玩家開始一次一張平均發出，每張放在收牌者牌疊的最上方；無法平分的牌不使用。",
    "SLAP-2.2": "每位玩家持有一疊面朝下、誰都不看的牌；中央牌堆一開始是空的。",
    "SLAP-2.3": "設定選項：玩家 2 到 4 人、起始玩家（預設隨機）、喊法 scale／tune／free、曲子，以及正整數的翻牌上限"
                "（預設 1000）；其他值會被拒絕。",
    "SLAP-3.1": "輪到的玩家在同一個動作中喊出唱名，並把自己牌疊最上面的牌翻開放到中央牌堆。",
    "SLAP-3.2": "每次翻牌後先結算拍牌，再檢查勝利，然後由座位順序的下一位翻牌；拿走牌堆不會改變輪流順序。",
    "SLAP-4.1": "唱名照著音階喊（Do 到 Si，持續往上不重來）、照一首曲子循環喊（預設小星星），或只在隨機喊模式下由"
                "翻牌者自由喊出。",
    "SLAP-5.1": "翻開的牌音高的唱名與喊出的相同就算相符，不論八度或時值。",
    "SLAP-6.1": "相符時所有人都要拍；由桌邊回報拍牌順序，沒拍的人算最慢，他們之間平手時由翻牌者起依座位順序最先者"
                "承擔，最慢的人拿走牌堆。",
    "SLAP-6.2": "不相符時不該拍：第一個拍的玩家拿走牌堆；若沒有人拍，牌堆留著繼續變大。",
    "SLAP-6.3": "拿走的牌堆整疊翻面朝下，最先翻開的牌在最上面，放到拿牌者牌疊的下方。",
    "SLAP-7.1": "一次翻牌的拍牌結算後，翻牌者若手上沒有牌就獲勝，遊戲立即結束。",
    "SLAP-7.2": "達到翻牌上限仍無人獲勝時，持牌最少的玩家共同獲勝，其餘依持牌由少到多排名。",
    "SLAP-8.1": "動作有翻牌（只有隨機喊模式要附唱名）以及拍牌回報：每位玩家依發生順序回報拍或沒拍，或由翻牌者的座位"
                "一次輸入整份順序。",
    "SLAP-8.2": "只有在翻牌等待回報時才接受拍牌回報，且每位玩家最多出現一次。",
    "SLAP-9.1": "隨機事件：起始玩家（未指定時）與洗牌；每張沒人看過的發出的牌在翻開時是隨機結果，而壓到牌疊下方的牌"
                "已是已知；拍牌順序不是隨機事件。",
    "SLAP-10.1": "沒有人看得到發出的牌，連持有者也看不到；牌疊張數、中央牌堆、每張翻開的牌與壓到牌疊下方的牌都是公開的。",
}
