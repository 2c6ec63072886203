"""Every rule ID of shared/rules/paopaosha.md with a one-line statement in the project's own words, in English
(RULES) and in simplified Chinese (RULES_ZH), the script PaoPao Sha 跑跑杀 is written in."""
_TEXT = """
PPS-0.1|Each rule has a stable ID; a refused action names the most specific rule it breaks.
PPS-0.2|Rules are marked as stated by the source, filled from Sanguosha, or decided by the spec.
PPS-0.3|Terms: living/dead players, seat order, use versus play, hand, equipment and judgement areas, damage.
PPS-0.4|Alternative names in the source (攻, 决斗, 生死薄, 真经牌 ...) mean the same things.
PPS-0.5|The rescuer 唐僧 named by the source does not exist here and has no effect.
PPS-0.6|Per-game counters never reset; the Reaper's Blade counter is kept by the card itself.
PPS-0.7|An active skill without a stated limit works once per turn; a stated limit replaces that default.
PPS-1.1|The box holds 110 game cards, character, health, 12 identity and 12 score cards.
PPS-1.2|Card types: basic, trick (instant, delayed, response), equipment, skill book, god card.
PPS-1.3|Four suits exist; colour and rank are never used by a rule.
PPS-1.4|The default 110-card deck is a reconstructed table of numbered cards with suit and rank; setup may replace it.
PPS-1.5|The default deck keeps the source's counts of every trick card.
PPS-1.6|Turning off god cards removes #106-#110, turning off skill books removes #102-#105.
PPS-2.1|Lord, ministers, bandits and thieves each have their own goal.
PPS-2.2|The number of each identity depends on the player count from 3 to 12.
PPS-2.3|The lord is shown at once; other identities stay hidden until death or game end.
PPS-2.4|Lord and ministers are one side, bandits another, and each thief plays alone.
PPS-3.1|A character has a name, a kingdom, a health value and skills.
PPS-3.2|The pool holds eleven characters with their health values.
PPS-3.2.1|Skills are locked, triggered, active or conversions.
PPS-3.2.2|Some skills are used in the turn-start step; Sleep in its own step before them.
PPS-3.3|Pidan has 4 health.
PPS-3.3.1|Sleep gives up the turn at its start and prevents damage until the next turn; not twice in a row.
PPS-3.3.2|Chairman sees every identity.
PPS-3.4|Xiaopi has 3 health.
PPS-3.4.1|School draws one more card in the draw phase.
PPS-3.4.2|Art makes targets of your 杀 need two dodges.
PPS-3.5|Heiniu has 4 health.
PPS-3.5.1|Love: discard two cards so you and another player recover 1.
PPS-3.5.2|Black Ox: you cannot be chosen for a curse.
PPS-3.6|Laopi has 4 health.
PPS-3.6.1|Speech draws one extra card per other living player in the draw phase.
PPS-3.6.2|Modesty: at full health you discard nothing in the discard phase.
PPS-3.7|Piguan Xiaoqian has 4 health.
PPS-3.7.1|Embezzle takes a random hand card from each other player at turn start.
PPS-3.7.2|Greedy Draw makes the base draw five.
PPS-3.8|Congtou has 4 health.
PPS-3.8.1|Patriot draws one more card at the end of the draw phase, to keep or give away.
PPS-3.8.2|Onion Juice discards two cards per point of damage prevented.
PPS-3.9|Xiaocong has 3 health.
PPS-3.9.1|Computer Whiz swaps one chosen hand card for a random one of another player at turn start.
PPS-3.9.2|Fix the PC discards a 闪 to recover 1, three times per game.
PPS-3.10|Lanlan has 3 health.
PPS-3.10.1|Luoshen judges repeatedly, keeping non-weapon cards, at most three per turn.
PPS-3.10.2|Blue Storm draws five cards at turn end.
PPS-3.11|Dadadou has 4 health.
PPS-3.11.1|Soy Milk uses any card as 水, five times per game.
PPS-3.11.2|Bean Pouch discards a weapon so another player recovers 2, once per turn.
PPS-3.12|Xiaodou has health 0.
PPS-3.12.1|Xiaodou has no health track: no damage, no dying, no healing, hand limit 0.
PPS-3.12.2|Tofu Flower kills Xiaodou when his Dou kin dies, or any other player when no kin is left.
PPS-3.12.3|Bean Watch looks at and reorders the top cards of the draw pile.
PPS-3.12.4|Several Xiaodou are checked one at a time in seat order from the current player.
PPS-3.13|Doujiyan has 4 health.
PPS-3.13.1|Acrobatics uses a hand card as 水 on yourself at turn start, twice per game.
PPS-3.13.2|Cross-Eyed makes your 杀 need two dodges and your duels need two 杀 per answer.
PPS-3.14|Setup may restrict the character pool.
PPS-4.1|Setup options: 3-12 players, deck, god cards, skill books, character dealing, bonus health, round limit.
PPS-4.2|Setup deals identities, characters, health, one score card and four cards each; the lord starts.
PPS-4.3|A custom deck needs at least four cards per player plus one; the pool may not be empty.
PPS-5.1|Turns go from the lord around the table, skipping the dead, in five phases.
PPS-5.2|The turn-start phase holds the skip check, Sleep, turn-start skills and delayed tricks.
PPS-5.2.1|A turn begins with the round count for the lord; a Time-Skip marker skips the whole turn.
PPS-5.2.2|Pidan decides here whether to Sleep.
PPS-5.2.3|Turn-start skills are offered, then the step ends.
PPS-5.2.4|Delayed tricks resolve one by one, the latest placed first.
PPS-5.3|The draw phase draws two plus bonuses; optional bonuses are asked first.
PPS-5.4|In the play phase the player uses cards, equips and uses skills until he ends the phase.
PPS-5.4.1|A play phase ends by itself after 100 started actions.
PPS-5.5|In the discard phase the hand is cut down to the current health, one chosen card per step.
PPS-5.6|Turn-end draws happen, then the turn ends.
PPS-5.7|A skipped phase does not happen at all.
PPS-5.8|If the current player dies, the resolution in progress finishes and his turn ends.
PPS-5.9|Outside his turn a player acts only when asked.
PPS-5.10|When a turn ends, per-turn counters reset and the next living player begins.
PPS-6.1|Exactly one decider is awaited at a time: a player, or chance in reported mode.
PPS-6.2|Using a card: declare with checks, move to the processing area, resolve per target, discard.
PPS-6.3|A card used through a conversion counts as the imitated card.
PPS-6.4|Trick effects can be cancelled by 无懈可击 in negation windows.
PPS-6.4.1|A window opens before every trick effect on every target, before delayed tricks, and after each 无懈可击.
PPS-6.4.2|Every living player is asked once per window, from the current player in seat order.
PPS-6.4.3|When all pass, an odd number of 无懈可击 in the chain cancels the effect.
PPS-6.4.4|A cancelled effect does nothing to that target only.
PPS-6.4.5|Only trick effects can be negated, not basic cards, 杀闪之交, 躲, equipping, skills, books or gods.
PPS-6.5|Single-player prompts go only to the named player.
PPS-6.6|Multi-target effects resolve one target completely before the next, in a fixed seat order.
PPS-6.7|Dying and death interrupt a resolution, which then goes on.
PPS-6.8|Targets are re-checked when their part begins; dead targets are skipped, impossible effects do nothing.
PPS-6.9|A prompted player with no answer but pass passes automatically.
PPS-6.10|Played and paid cards go straight to the discard pile; used cards pass through processing.
PPS-7.1|A judgement reveals the top card of the draw pile.
PPS-7.2|The judgement result is the card's suit.
PPS-7.3|A result of 'weapon' means the judgement card is a weapon card.
PPS-7.4|The judgement card then goes to the discard pile.
PPS-7.5|Nothing alters a judgement card.
PPS-7.6|Landmine, water mine, circle curse, curse, bagua, Luoshen and Eternal Fire judge.
PPS-8.1|Seat distance is the shorter way around among living players.
PPS-8.2|Distance is seat distance minus your offensive mount plus the target's defensive mount, at least 1.
PPS-8.3|Each mount has an offensive and a defensive value.
PPS-8.4|Attack range is the weapon's range, or 1 without a weapon.
PPS-8.5|A player is in range when the distance to him is at most the attack range.
PPS-8.6|Distance limits only 杀, 顺手牵狗 and the victims of 借刀杀人 and 控制.
PPS-8.7|A player has one mount slot.
PPS-9.1|杀 attacks one player in range.
PPS-9.1.1|杀 is used in your play phase on another living player within your attack range.
PPS-9.1.2|Only one 杀 may be used per play phase unless an exception applies.
PPS-9.1.3|The target may dodge; otherwise he takes damage from the user.
PPS-9.1.4|A played 杀 answers an ATTACK prompt; a BORROW prompt is answered by using 杀 on the victim.
PPS-9.2|闪 answers dodge prompts.
PPS-9.2.1|闪 is only played in answer to a DODGE prompt.
PPS-9.2.2|A dodge answer is 闪, 杀闪之交 as 闪, a good bagua judgement or 躲.
PPS-9.2.3|Two required dodges are two prompts in a row; 躲 at either cancels the 杀.
PPS-9.3|水 heals.
PPS-9.3.1|水 is used on yourself in your play phase while injured.
PPS-9.3.2|水 rescues a dying player to 1 health.
PPS-9.3.3|Health never exceeds max health.
PPS-9.3.4|QQ飞车 forbids 水 on oneself; Xiaodou cannot take 水.
PPS-9.3.5|With 水枪 a 水 can be used or played as 杀 in your play phase.
PPS-10.1|General rules of trick cards.
PPS-10.1.1|Tricks are used in your play phase except the response tricks.
PPS-10.1.2|'Any player' means another living player with no distance limit.
PPS-10.1.3|盾牌, Black Ox and Shadowless Bagua protect players from being chosen.
PPS-10.1.4|All tricks but 杀闪之交 and 躲 can be negated.
PPS-10.1.5|A judgement area holds at most one delayed trick of each name.
PPS-10.2|万刀齐发: every other player dodges or takes 1 damage from the user.
PPS-10.3|地雷 is a delayed trick that passes around until it explodes.
PPS-10.3.1|地雷 can be placed on any living player without one, yourself included, but not on a shield.
PPS-10.3.2|At turn start: a heart deals 3 damage with no source, otherwise the mine moves on.
PPS-10.3.3|A moved delayed trick resolves at its new holder's next turn start.
PPS-10.3.4|It moves to the next living player without one of the same name and without a shield.
PPS-10.3.5|A holder's death discards it.
PPS-10.3.6|The user of a delayed trick stays its user after it moves.
PPS-10.4|水雷 works like 地雷 but deals 2 damage.
PPS-10.5|借刀杀人 makes a wielder attack a victim or hand over his weapon.
PPS-10.5.1|The wielder is another player with a weapon; the victim is in the wielder's range.
PPS-10.5.2|借刀杀人 has a single negation window.
PPS-10.5.3|If the weapon is gone or the victim dead or out of range at resolution, nothing happens.
PPS-10.5.4|The wielder uses a 杀 on the victim, counting toward no limit, or gives his weapon to the user.
PPS-10.6|单挑 is a duel of 杀 cards.
PPS-10.6.1|A duel targets any other living player.
PPS-10.6.2|A duel has a negation window.
PPS-10.6.3|The duelists alternately play 杀, the target first; the first who fails takes 1 damage.
PPS-10.6.4|Duel damage is not increased by 大炮 or 狼狗; dodges play no part.
PPS-10.7|强盗入侵: every other player plays 杀 or takes 1 damage.
PPS-10.8|画圈圈 may cost its holder the play phase.
PPS-10.8.1|画圈圈 is placed on another living player without one.
PPS-10.8.2|Unless the judgement is a club, the holder skips his play phase; the card is discarded.
PPS-10.9|本来就有 draws two cards.
PPS-10.10|无懈可击 cancels a trick effect.
PPS-10.10.1|无懈可击 is played only in a negation window.
PPS-10.10.2|无懈可击 can cancel another 无懈可击.
PPS-10.10.3|Only real 无懈可击 cards count.
PPS-10.11|恐怖分子: every living player, the user first, plays 杀 or takes 1 damage.
PPS-10.12|过路拆路 discards one of the target's cards.
PPS-10.12.1|It targets another living player with any card.
PPS-10.12.2|It has a negation window.
PPS-10.12.3|The user discards a random hand card or a chosen equipment or judgement card.
PPS-10.13|杀闪之交 works as 杀 or as 闪 and cannot be negated.
PPS-10.14|一不留神 costs two hand cards or the draw phase.
PPS-10.14.1|It is placed on another living player without one.
PPS-10.14.2|At turn start the holder discards two hand cards, or with fewer skips his draw phase.
PPS-10.15|顺手牵狗 takes a card.
PPS-10.15.1|It targets another player at distance 1 with a hand or equipment card.
PPS-10.15.2|It has a negation window.
PPS-10.15.3|The user takes a random hand card or a chosen equipment card.
PPS-10.16|生死簿 fully heals a dying player.
PPS-10.16.1|生死簿 is used only in answer to a rescue prompt.
PPS-10.16.2|It has a negation window.
PPS-10.16.3|The dying player returns to max health.
PPS-10.16.4|If cancelled, the rescue round continues with the next player.
PPS-10.17|躲 answers a dodge prompt and cancels a 杀 completely.
PPS-10.18|控制 looks at a player and commands or robs him.
PPS-10.18.1|It targets any other living player.
PPS-10.18.2|It has a negation window.
PPS-10.18.3|The user privately sees the target's hand and identity.
PPS-10.18.4|The user makes the target use a 杀 on a victim, or takes one of his hand cards.
PPS-10.19|收获子弹 shares revealed cards.
PPS-10.19.1|It targets every living player, the user included, except protected others.
PPS-10.19.2|As many cards as targets are revealed.
PPS-10.19.3|Each target, the user first, takes one of the remaining cards.
PPS-10.19.4|Leftover revealed cards are discarded.
PPS-10.20|时间前进 skips a player's next turn.
PPS-10.20.1|It targets any other living player.
PPS-10.20.2|The target gets a Time-Skip marker; a marked player cannot be targeted again.
PPS-10.21|诅咒 may hurt badly.
PPS-10.21.1|It targets any other living player not protected.
PPS-10.21.2|It has a negation window.
PPS-10.21.3|On a weapon judgement the target takes 3 damage and then discards his hand.
PPS-11.1|How equipment is put into play.
PPS-11.1.1|In your play phase you equip from hand; an occupied slot's card is discarded first.
PPS-11.1.2|There is one slot each for weapon, armour, mount and skill book.
PPS-11.1.3|Equipping has no target and cannot be negated.
PPS-11.1.4|Equipment works only while in its slot.
PPS-11.1.5|Equipment cards can pay costs, be demolished or snatched, and are discarded at death.
PPS-11.1.6|'A weapon card' means any card of type weapon.
PPS-11.2|Nine weapons with ranges and effects.
PPS-11.2.1|pAK-470 removes the 杀 limit.
PPS-11.2.2|水枪 lets 水 serve as 杀 in your own play phase.
PPS-11.2.3|大炮 adds 1 damage to 杀 used in your play phase.
PPS-11.2.4|死神冥刀 is used as 诅咒 or 生死簿 once per turn, three times in all, then removed.
PPS-11.2.5|泡泡加特林: pay two cards to make a dodged 杀 hit.
PPS-11.2.6|木槌: targets of your 杀 can only answer with 躲.
PPS-11.2.7|炒锅: two hand cards serve as one 杀.
PPS-11.2.8|跑跑散弹枪: a 杀 that empties your hand may target up to three players.
PPS-11.2.9|M-16: your 杀 ignores armour.
PPS-11.3|Six mounts change distance.
PPS-11.3.1|震震狗: your distance to others -1.
PPS-11.3.2|旺财狗: others' distance to you +1.
PPS-11.3.3|狼狗: +1 defence and +1 damage for your 杀.
PPS-11.3.4|大众桑塔纳: +1 defence and optionally two more cards in your draw phase.
PPS-11.3.5|老牛: others' distance to you +2.
PPS-11.3.6|QQ飞车: -1 and +1, but no 水 on yourself.
PPS-11.4|Two armours.
PPS-11.4.1|八卦阵: once per dodge prompt, a weapon judgement counts as 闪.
PPS-11.4.2|盾牌: other players' tricks cannot choose or affect you.
PPS-11.5|A 杀 that ignores armour cannot be answered by 八卦阵.
PPS-12.1|Skill books sit in a fourth equipment slot and give abilities.
PPS-12.2|Shadowless Kick: unlimited 杀, and a real 杀 may be used as a duel.
PPS-12.3|Shadowless Bagua: ignore distance and armour, untouchable by non-lords, and the Scorn attack.
PPS-12.4|Computer Whiz book: once per turn swap one card or whole hands with another player.
PPS-12.5|Mystic Surprise: the target gives five hand cards or takes 4 damage.
PPS-13.1|God cards are used in your play phase, cannot be negated and kill without rescue.
PPS-13.2|Eternal Fire: judgements from the user; the first club may kill one player; the lord's death means bandits win.
PPS-13.3|Angel's Tear raises health and max to 10 until damage brings health back down.
PPS-13.4|Geola's Flower: the target gives two 水 or is killed.
PPS-13.5|Ocean Princess: you take the target's decisions for five turns.
PPS-13.6|Eye of Light: see all hands and take one card from each.
PPS-14.1|Damage has an amount, a source and a cause.
PPS-14.2|Damage: prevention, increases, optional prevention, health floor 0, dying at 0.
PPS-14.3|Recovery is capped at max health.
PPS-14.4|A player at 0 health is dying and may be rescued.
PPS-14.4.1|While a player is dying only the rescue round happens.
PPS-14.4.2|Every living player, the dying one included, is asked once from the current player.
PPS-14.4.3|Rescues are 水, 生死簿, the Reaper's Blade as 生死簿, or rescue skills.
PPS-14.4.4|The rescue round stops as soon as the player has 1 health or more.
PPS-14.4.5|If everybody passes, the player dies.
PPS-14.4.6|The killer is the source of the damage that made him dying; self-damage has no killer.
PPS-14.5|Instant kills skip dying and rescue.
PPS-15.1|Death: reveal, score cards, win check, discard everything, reward or penalty, death triggers.
PPS-15.2|A dead or absent killer counts as no killer.
PPS-15.3|Killing has rewards and penalties.
PPS-15.3.1|Whoever kills a bandit draws three cards.
PPS-15.3.2|A lord who kills a minister discards all hand and equipment cards.
PPS-15.3.3|Other deaths bring no reward or penalty.
PPS-15.3.4|Score cards are the source's own reward; boss mode has no rewards.
PPS-15.4|Score cards count kills.
PPS-15.4.1|Everyone starts with one score card.
PPS-15.4.2|A killer takes all of the dead player's score cards.
PPS-15.4.3|Without a killer the dead player's score cards leave the game.
PPS-15.4.4|A player's score is the score cards he holds at the end; they do not decide who wins.
PPS-15.5|The dead are never asked, targeted or counted.
PPS-16.1|Winning is checked at each death; the game ends at once when decided.
PPS-16.2|The lord side wins when the lord lives and no bandit or thief does.
PPS-16.3|Bandits win when the lord dies, unless a lone thief is left.
PPS-16.4|A thief wins alone when the lord dies and he is the only survivor.
PPS-16.5|With three players only the lord side or the bandit can win.
PPS-16.6|At the end all identities are shown; ranking puts winners first, then score, then seat.
PPS-16.7|The game is drawn when a card is needed and both piles are empty.
PPS-16.8|Boss mode has its own win condition.
PPS-16.9|When the round limit is passed the game is drawn.
PPS-16.10|Every game ends after a bounded number of decisions.
PPS-17.1|Zones: draw pile, discard pile, processing area, removed cards and each player's areas.
PPS-17.2|Cards are drawn from the top of the draw pile one by one.
PPS-17.3|An empty draw pile is at once replaced by the shuffled discard pile.
PPS-17.4|With both piles empty when a card is needed, the game is drawn.
PPS-17.5|Some cards leave the game for good.
PPS-17.6|Which card moves each player may see is in section 20.
PPS-17.7|Zones are listed by card number; simultaneous discards enter in ascending number.
PPS-18.1|The actions a decider may take.
PPS-18.2|The prompts that wait for a player and what passing means in each.
PPS-18.3|Prompt and resolution order follow seat order from the current player.
PPS-18.4|A pass is final for its prompt.
PPS-18.5|Legal moves are exactly the decider's actions; a running game always offers one.
PPS-18.6|A controlled player's decisions are taken by his ultimate controller.
PPS-18.7|Decisions naming several cards or targets are split into single steps.
PPS-19.1|Chance is drawn by the seeded server or reported by the table and checked.
PPS-19.2|Random events: seating, shuffles, identity and character deals, random hand cards.
PPS-19.3|Draws and judgements are the top cards of the shuffled pile, not separate events.
PPS-19.4|There are no dice; everything else is a decision.
PPS-19.5|Table mode: hidden cards and identities go unnamed; a card or identity made public must fit some placement of everything unseen.
PPS-20.1|Who may see which information.
PPS-20.2|No answer to a player reveals what he may not see.
PPS-21.1|The Pirate King exists only in the optional boss mode.
PPS-21.2|In boss mode one player is the boss and all others are runners.
PPS-21.3|The boss's health defaults to the runners' total.
PPS-21.4|The boss has his own seven skills.
PPS-21.5|Runners win when the boss dies; the boss wins when all runners die.
PPS-21.6|Boss mode replaces the lord with the boss and drops rewards.
PPS-21.7|The boss is strong by design.
"""
# The same statements in simplified Chinese, in the game's own terms: the card, skill, character and identity names
# of the original rules (/work/shared/seeds/paopaosha.txt) and of cards.py.
_TEXT_ZH = """
PPS-0.1|每条规则都有固定编号；被拒绝的行动会写明它违反的最具体的规则。
PPS-0.2|规则分别注明：出自原规则、参照三国杀补充，或由本规范决定。
PPS-0.3|术语：存活与阵亡的玩家、座位顺序、使用与打出、手牌、装备区与判定区、伤害。
PPS-0.4|原规则中的别名（攻、决斗、生死薄、真经牌……）指的是同一事物。
PPS-0.5|原规则提到的救援者唐僧在这里不存在，没有任何效果。
PPS-0.6|整局计数从不清零；死神冥刀的计数由这张牌自己记录。
PPS-0.7|没有写明次数的主动技能每回合限一次；写明的次数取代这一默认。
PPS-1.1|一盒有110张游戏牌，另有人物牌、体力牌、12张身份牌和12张积分牌。
PPS-1.2|牌的类型：基本牌、技能牌（即时、延时、响应）、装备牌、技能书、神卡。
PPS-1.3|共有四种花色；颜色和点数不被任何规则使用。
PPS-1.4|默认的110张牌堆是一张重建的编号牌表，含花色和点数；开局时可替换。
PPS-1.5|默认牌堆保留原规则中每种技能牌的张数。
PPS-1.6|关闭神卡会移除#106-#110，关闭技能书会移除#102-#105。
PPS-2.1|国主、大臣、强盗和小贼各有自己的目标。
PPS-2.2|各身份的人数取决于玩家人数，3到12人。
PPS-2.3|国主立刻亮明身份；其他身份在阵亡或游戏结束前保密。
PPS-2.4|国主和大臣是一方，强盗是另一方，每个小贼各自为战。
PPS-3.1|人物有名字、所属国、体力值和技能。
PPS-3.2|人物池有十一名人物及其体力值。
PPS-3.2.1|技能分为锁定技、触发技、主动技和转化技。
PPS-3.2.2|有些技能在回合开始步骤中使用；睡觉在它们之前的单独步骤中使用。
PPS-3.3|皮蛋体力为4。
PPS-3.3.1|睡觉：回合开始时放弃本回合，直到下回合不受伤害；不能连续两回合使用。
PPS-3.3.2|主席：知道所有人的身份。
PPS-3.4|小皮体力为3。
PPS-3.4.1|上学：摸牌阶段多摸一张牌。
PPS-3.4.2|美术：你的【杀】的目标需要两次闪避。
PPS-3.5|黑妞体力为4。
PPS-3.5.1|爱恋：弃两张牌，你和另一名玩家各恢复1点体力。
PPS-3.5.2|黑“牛”：你不能被选为诅咒的目标。
PPS-3.6|老皮体力为4。
PPS-3.6.1|发言：摸牌阶段每有一名其他存活玩家就多摸一张牌。
PPS-3.6.2|谦让：体力全满时，弃牌阶段不用弃牌。
PPS-3.7|皮官小钱体力为4。
PPS-3.7.1|贪污：回合开始时从每名其他玩家手中随机抽取一张手牌。
PPS-3.7.2|贪牌：基础摸牌数变为五张。
PPS-3.8|葱头体力为4。
PPS-3.8.1|爱国：摸牌阶段结束时多摸一张牌，可以保留或送给别人。
PPS-3.8.2|葱汁：每防止1点伤害需弃掉两张牌。
PPS-3.9|小葱体力为3。
PPS-3.9.1|电脑奇才：回合开始时用一张选定的手牌换另一名玩家随机的一张手牌。
PPS-3.9.2|修电脑：弃掉一张【闪】恢复1点体力，每局限三次。
PPS-3.10|蓝蓝体力为3。
PPS-3.10.1|洛神：反复判定，保留不是武器的判定牌，每回合最多三张。
PPS-3.10.2|蓝色风云：回合结束时摸五张牌。
PPS-3.11|大大豆体力为4。
PPS-3.11.1|豆浆：任何一张牌都能当【水】使用，每局限五次。
PPS-3.11.2|豆囊：弃掉一张武器让另一名玩家恢复2点体力，每回合限一次。
PPS-3.12|小豆体力为0。
PPS-3.12.1|小豆没有体力：不受伤害、不会濒死、不能恢复，手牌上限为0。
PPS-3.12.2|豆花：豆国同伴阵亡时小豆死亡；没有豆国同伴时，任何其他玩家阵亡时小豆也死亡。
PPS-3.12.3|看豆：查看牌堆顶的若干张牌并重新排列顺序。
PPS-3.12.4|有多名小豆时，从当前玩家起按座位顺序逐一检查。
PPS-3.13|豆鸡眼体力为4。
PPS-3.13.1|杂技：回合开始时把一张手牌当【水】对自己使用，每局限两次。
PPS-3.13.2|斗鸡眼：你的【杀】需要两次闪避，你的单挑每次需要对方打出两张【杀】。
PPS-3.14|开局时可以限定人物池。
PPS-4.1|开局选项：3到12名玩家、牌堆、神卡、技能书、发人物方式、额外体力、回合上限。
PPS-4.2|开局发给每人身份、人物、体力、一张积分牌和四张手牌；国主先行动。
PPS-4.3|自定义牌堆至少需要每名玩家四张牌再加一张；人物池不能为空。
PPS-5.1|从国主开始绕桌轮流进行回合，跳过阵亡玩家，每回合分五个阶段。
PPS-5.2|回合开始阶段包括跳过检查、睡觉、回合开始技能和延时技能牌。
PPS-5.2.1|国主的回合开始时计入轮数；有时间前进标记的玩家跳过整个回合。
PPS-5.2.2|皮蛋在这里决定是否睡觉。
PPS-5.2.3|先询问回合开始技能，然后这一步结束。
PPS-5.2.4|延时技能牌逐张结算，最后放置的先结算。
PPS-5.3|摸牌阶段摸两张牌加上各种加成；可选的加成先询问。
PPS-5.4|出牌阶段玩家使用牌、装备、发动技能，直到他结束这一阶段。
PPS-5.4.1|出牌阶段在开始了100个行动后自动结束。
PPS-5.5|弃牌阶段把手牌弃到当前体力值，每步弃一张选定的牌。
PPS-5.6|先进行回合结束时的摸牌，然后回合结束。
PPS-5.7|被跳过的阶段完全不进行。
PPS-5.8|当前玩家阵亡时，正在进行的结算照常完成，然后他的回合结束。
PPS-5.9|不在自己的回合时，玩家只有被询问时才能行动。
PPS-5.10|回合结束时，每回合的计数清零，下一名存活玩家开始回合。
PPS-6.1|同一时间只等待一名决定者：一名玩家，或在由牌桌报告随机结果的模式下的随机事件。
PPS-6.2|使用一张牌：宣告并检查，移入处理区，对每个目标结算，然后弃掉。
PPS-6.3|通过转化技使用的牌视为被模仿的那张牌。
PPS-6.4|技能牌的效果可以在无懈可击时机被【无懈可击】抵消。
PPS-6.4.1|每个技能牌效果对每个目标生效前、延时技能牌结算前、每张【无懈可击】之后，都会开启一次时机。
PPS-6.4.2|每个时机中，从当前玩家起按座位顺序询问每名存活玩家一次。
PPS-6.4.3|所有人都放弃后，若连锁中【无懈可击】的张数为奇数，效果被抵消。
PPS-6.4.4|被抵消的效果只对那一个目标无效。
PPS-6.4.5|只有技能牌的效果可以被无懈可击，基本牌、【杀闪之交】、【躲】、装备、技能、技能书和神卡都不行。
PPS-6.5|只针对一名玩家的询问只发给被点名的玩家。
PPS-6.6|多目标效果先把一个目标完全结算完再结算下一个，按固定的座位顺序。
PPS-6.7|濒死和阵亡会打断结算，之后结算继续。
PPS-6.8|轮到某个目标时重新检查；阵亡的目标被跳过，无法执行的效果不起作用。
PPS-6.9|被询问的玩家除了放弃没有别的回应时，自动放弃。
PPS-6.10|打出的牌和支付的牌直接进入弃牌堆；使用的牌要经过处理区。
PPS-7.1|判定是翻开牌堆顶的一张牌。
PPS-7.2|判定结果是这张牌的花色。
PPS-7.3|判定结果为“武器”是指判定牌是一张武器牌。
PPS-7.4|判定牌随后进入弃牌堆。
PPS-7.5|任何东西都不能改变判定牌。
PPS-7.6|地雷、水雷、画圈圈、诅咒、八卦阵、洛神和永恒之火需要判定。
PPS-8.1|座位距离是在存活玩家之间绕桌较短一边的距离。
PPS-8.2|距离等于座位距离减去你的进攻坐骑，加上目标的防御坐骑，至少为1。
PPS-8.3|每匹坐骑都有进攻值和防御值。
PPS-8.4|攻击距离是武器的攻击距离，没有武器时为1。
PPS-8.5|到某玩家的距离不超过攻击距离时，他在攻击范围内。
PPS-8.6|距离只限制【杀】、【顺手牵狗】以及【借刀杀人】和【控制】的受害者。
PPS-8.7|每名玩家只有一个坐骑栏。
PPS-9.1|【杀】攻击攻击范围内的一名玩家。
PPS-9.1.1|【杀】在你的出牌阶段对攻击范围内的另一名存活玩家使用。
PPS-9.1.2|除非有例外，每个出牌阶段只能使用一张【杀】。
PPS-9.1.3|目标可以闪避；否则他受到使用者造成的伤害。
PPS-9.1.4|打出的【杀】回应攻击询问；借刀询问的回应是对受害者使用【杀】。
PPS-9.2|【闪】回应闪避询问。
PPS-9.2.1|【闪】只能在回应闪避询问时打出。
PPS-9.2.2|闪避的回应可以是【闪】、当【闪】的【杀闪之交】、成功的八卦阵判定或【躲】。
PPS-9.2.3|需要两次闪避就是连续两次询问；任何一次打出【躲】都会抵消这张【杀】。
PPS-9.3|【水】恢复体力。
PPS-9.3.1|【水】在你的出牌阶段受伤时对自己使用。
PPS-9.3.2|【水】把濒死的玩家救回到1点体力。
PPS-9.3.3|体力不会超过体力上限。
PPS-9.3.4|装备QQ飞车时不能对自己使用【水】；小豆不能接受【水】。
PPS-9.3.5|装备水枪时，在你的出牌阶段【水】可以当【杀】使用或打出。
PPS-10.1|技能牌的通则。
PPS-10.1.1|除响应类技能牌外，技能牌在你的出牌阶段使用。
PPS-10.1.2|“任意玩家”是指另一名存活玩家，没有距离限制。
PPS-10.1.3|盾牌、黑“牛”和公山子无影八卦阵使玩家不能被选为目标。
PPS-10.1.4|除【杀闪之交】和【躲】以外的技能牌都可以被无懈可击。
PPS-10.1.5|判定区中每种名字的延时技能牌最多一张。
PPS-10.2|【万刀齐发】：其他每名玩家闪避，否则受到使用者造成的1点伤害。
PPS-10.3|【地雷】是延时技能牌，一直传下去直到爆炸。
PPS-10.3.1|【地雷】可以放在任何没有地雷的存活玩家面前，包括自己，但不能放在有盾牌的玩家面前。
PPS-10.3.2|回合开始时：判定为红桃则造成3点无来源伤害，否则地雷传给下家。
PPS-10.3.3|被移动的延时技能牌在新持有者的下一个回合开始时结算。
PPS-10.3.4|它移给下一名没有同名牌且没有盾牌的存活玩家。
PPS-10.3.5|持有者阵亡时它被弃掉。
PPS-10.3.6|延时技能牌被移动后，使用者仍是原来的使用者。
PPS-10.4|【水雷】与【地雷】相同，但造成2点伤害。
PPS-10.5|【借刀杀人】令持武器者攻击受害者，否则交出武器。
PPS-10.5.1|持武器者是装备了武器的另一名玩家；受害者在他的攻击范围内。
PPS-10.5.2|【借刀杀人】只有一次无懈可击时机。
PPS-10.5.3|结算时若武器已不在、受害者已阵亡或不在攻击范围内，则没有效果。
PPS-10.5.4|持武器者对受害者使用一张【杀】（不计入次数限制），或把武器交给使用者。
PPS-10.6|【单挑】是用【杀】进行的决斗。
PPS-10.6.1|单挑的目标是任意另一名存活玩家。
PPS-10.6.2|单挑有一次无懈可击时机。
PPS-10.6.3|双方轮流打出【杀】，目标先出；先出不了的一方受到1点伤害。
PPS-10.6.4|单挑的伤害不会被大炮或狼狗增加；闪避不起作用。
PPS-10.7|【强盗入侵】：其他每名玩家打出【杀】，否则受到1点伤害。
PPS-10.8|【画圈圈】可能让持有者失去出牌阶段。
PPS-10.8.1|【画圈圈】放在另一名没有画圈圈的存活玩家面前。
PPS-10.8.2|判定结果不是草花时，持有者跳过出牌阶段；这张牌被弃掉。
PPS-10.9|【本来就有】摸两张牌。
PPS-10.10|【无懈可击】抵消一个技能牌效果。
PPS-10.10.1|【无懈可击】只能在无懈可击时机打出。
PPS-10.10.2|【无懈可击】可以抵消另一张【无懈可击】。
PPS-10.10.3|只有真正的【无懈可击】牌才算数。
PPS-10.11|【恐怖分子】：每名存活玩家从使用者开始打出【杀】，否则受到1点伤害。
PPS-10.12|【过路拆路】弃掉目标的一张牌。
PPS-10.12.1|它的目标是另一名有牌的存活玩家。
PPS-10.12.2|它有一次无懈可击时机。
PPS-10.12.3|使用者弃掉目标随机的一张手牌，或一张选定的装备牌或判定牌。
PPS-10.13|【杀闪之交】可当【杀】或【闪】，不能被无懈可击。
PPS-10.14|【一不留神】让持有者失去两张手牌或摸牌阶段。
PPS-10.14.1|它放在另一名没有一不留神的存活玩家面前。
PPS-10.14.2|回合开始时持有者弃两张手牌；手牌不足两张时跳过摸牌阶段。
PPS-10.15|【顺手牵狗】拿走一张牌。
PPS-10.15.1|它的目标是距离为1、有手牌或装备牌的另一名玩家。
PPS-10.15.2|它有一次无懈可击时机。
PPS-10.15.3|使用者拿走目标随机的一张手牌或一张选定的装备牌。
PPS-10.16|【生死簿】让濒死的玩家体力全满。
PPS-10.16.1|【生死簿】只能在回应救援询问时使用。
PPS-10.16.2|它有一次无懈可击时机。
PPS-10.16.3|濒死的玩家恢复到体力上限。
PPS-10.16.4|若被抵消，救援轮继续询问下一名玩家。
PPS-10.17|【躲】回应闪避询问，并完全抵消一张【杀】。
PPS-10.18|【控制】查看一名玩家并命令他或抢他的牌。
PPS-10.18.1|它的目标是任意另一名存活玩家。
PPS-10.18.2|它有一次无懈可击时机。
PPS-10.18.3|使用者私下查看目标的手牌和身份。
PPS-10.18.4|使用者令目标对受害者使用一张【杀】，或拿走他的一张手牌。
PPS-10.19|【收获子弹】分发翻开的牌。
PPS-10.19.1|它的目标是包括使用者在内的每名存活玩家，受保护的其他玩家除外。
PPS-10.19.2|翻开与目标数相同张数的牌。
PPS-10.19.3|每个目标从使用者开始，从剩下的牌中拿一张。
PPS-10.19.4|剩余的翻开的牌被弃掉。
PPS-10.20|【时间前进】让一名玩家跳过他的下一个回合。
PPS-10.20.1|它的目标是任意另一名存活玩家。
PPS-10.20.2|目标得到时间前进标记；有标记的玩家不能再次被选为目标。
PPS-10.21|【诅咒】可能造成重创。
PPS-10.21.1|它的目标是任意另一名未受保护的存活玩家。
PPS-10.21.2|它有一次无懈可击时机。
PPS-10.21.3|判定结果为武器时，目标受到3点伤害，然后弃掉所有手牌。
PPS-11.1|装备如何投入使用。
PPS-11.1.1|在你的出牌阶段从手牌装备；栏位已有的牌先被弃掉。
PPS-11.1.2|武器、防具、坐骑和技能书各有一个栏位。
PPS-11.1.3|装备没有目标，不能被无懈可击。
PPS-11.1.4|装备只有放在栏位中时才起作用。
PPS-11.1.5|装备牌可以用来支付代价、被拆或被牵走，阵亡时被弃掉。
PPS-11.1.6|“一张武器牌”是指任何类型为武器的牌。
PPS-11.2|九种武器，各有攻击距离和效果。
PPS-11.2.1|pAK-470：取消【杀】的次数限制。
PPS-11.2.2|水枪：在你自己的出牌阶段【水】可以当【杀】。
PPS-11.2.3|大炮：你在出牌阶段使用的【杀】伤害+1。
PPS-11.2.4|死神冥刀：每回合一次当【诅咒】或【生死簿】使用，共三次，然后移出游戏。
PPS-11.2.5|泡泡加特林：付出两张牌，让被闪避的【杀】依然命中。
PPS-11.2.6|木槌：你的【杀】的目标只能用【躲】回应。
PPS-11.2.7|炒锅：两张手牌当一张【杀】。
PPS-11.2.8|跑跑散弹枪：用掉你最后一张手牌的【杀】可以指定至多三名目标。
PPS-11.2.9|M-16：你的【杀】无视防具。
PPS-11.3|六种坐骑改变距离。
PPS-11.3.1|震震狗：你到其他玩家的距离-1。
PPS-11.3.2|旺财狗：其他玩家到你的距离+1。
PPS-11.3.3|狼狗：防御+1，你的【杀】伤害+1。
PPS-11.3.4|大众桑塔纳：防御+1，摸牌阶段可以多摸两张牌。
PPS-11.3.5|老牛：其他玩家到你的距离+2。
PPS-11.3.6|QQ飞车：-1距离和+1距离，但不能对自己使用【水】。
PPS-11.4|两种防具。
PPS-11.4.1|八卦阵：每次闪避询问限一次，判定为武器时视为【闪】。
PPS-11.4.2|盾牌：其他玩家的技能牌不能选你为目标，也对你无效。
PPS-11.5|无视防具的【杀】不能用八卦阵回应。
PPS-12.1|技能书放在第四个装备栏，提供能力。
PPS-12.2|公山子无影脚：【杀】不限次数，真正的【杀】可以当【单挑】使用。
PPS-12.3|公山子无影八卦阵：无视距离和防具，国主以外的人打不到你，还有鄙视攻击。
PPS-12.4|电脑奇才（技能书）：每回合一次，与另一名玩家交换一张牌或全部手牌。
PPS-12.5|神秘惊奇：目标交给你五张手牌，否则受到4点伤害。
PPS-13.1|神卡在你的出牌阶段使用，不能被无懈可击，造成的死亡不经濒死救援。
PPS-13.2|永恒之火：从使用者开始判定；第一个判定为草花的人可以秒杀一名玩家；国主因此阵亡则强盗胜利。
PPS-13.3|天使之泪：体力和体力上限变为10，直到受到伤害使体力回落。
PPS-13.4|吉奥拉之花：目标交出两张【水】，否则被杀死。
PPS-13.5|海洋公主：你在五个回合内替目标做所有决定。
PPS-13.6|光明之眼：查看所有人的手牌，并从每人手中拿一张牌。
PPS-14.1|伤害有点数、来源和原因。
PPS-14.2|伤害：防止、增加、可选的防止，体力最低为0，为0时濒死。
PPS-14.3|恢复不超过体力上限。
PPS-14.4|体力为0的玩家进入濒死状态，可以被救援。
PPS-14.4.1|有玩家濒死时只进行救援轮。
PPS-14.4.2|从当前玩家起，每名存活玩家（包括濒死者）都被询问一次。
PPS-14.4.3|救援方式有【水】、【生死簿】、当【生死簿】使用的死神冥刀，或救援技能。
PPS-14.4.4|玩家体力一达到1点或以上，救援轮立即停止。
PPS-14.4.5|如果所有人都放弃，该玩家阵亡。
PPS-14.4.6|凶手是使他濒死的那次伤害的来源；对自己造成的伤害没有凶手。
PPS-14.5|秒杀跳过濒死和救援。
PPS-15.1|阵亡：亮明身份、积分牌、胜负检查、弃掉所有牌、奖励或惩罚、阵亡触发。
PPS-15.2|已阵亡或不存在的凶手视为没有凶手。
PPS-15.3|击杀有奖励和惩罚。
PPS-15.3.1|杀死强盗的人摸三张牌。
PPS-15.3.2|国主杀死大臣时弃掉所有手牌和装备牌。
PPS-15.3.3|其他阵亡没有奖励或惩罚。
PPS-15.3.4|积分牌是原规则自己的奖励；BOSS模式没有奖励。
PPS-15.4|积分牌记录击杀数。
PPS-15.4.1|每人开始时有一张积分牌。
PPS-15.4.2|凶手拿走阵亡玩家的全部积分牌。
PPS-15.4.3|没有凶手时，阵亡玩家的积分牌移出游戏。
PPS-15.4.4|玩家的积分是他最后持有的积分牌数；积分不决定胜负。
PPS-15.5|阵亡玩家不会被询问、被选为目标或被计数。
PPS-16.1|每次有人阵亡时检查胜负；胜负一定，游戏立即结束。
PPS-16.2|国主存活且没有存活的强盗和小贼时，国主一方胜利。
PPS-16.3|国主阵亡时强盗胜利，除非只剩下一名小贼。
PPS-16.4|国主阵亡且小贼是唯一的幸存者时，小贼独自胜利。
PPS-16.5|三人游戏时只有国主一方或强盗能胜利。
PPS-16.6|游戏结束时亮明所有身份；排名先排胜利者，再按积分，然后按座位。
PPS-16.7|需要一张牌而牌堆和弃牌堆都空时，游戏平局。
PPS-16.8|BOSS模式有自己的胜利条件。
PPS-16.9|超过回合上限时游戏平局。
PPS-16.10|每局游戏都在有限次决定之后结束。
PPS-17.1|区域：牌堆、弃牌堆、处理区、移出游戏的牌，以及每名玩家的各个区域。
PPS-17.2|从牌堆顶一张一张地摸牌。
PPS-17.3|牌堆空了立即把弃牌堆洗混作为新的牌堆。
PPS-17.4|需要一张牌而牌堆和弃牌堆都空时，游戏平局。
PPS-17.5|有些牌会永久移出游戏。
PPS-17.6|每名玩家能看到哪些牌的移动，见第20节。
PPS-17.7|各区域按牌的编号列出；同时弃掉的牌按编号从小到大进入。
PPS-18.1|决定者可以采取的行动。
PPS-18.2|等待玩家的各种询问，以及在每种询问中放弃的含义。
PPS-18.3|询问和结算的顺序从当前玩家起按座位顺序。
PPS-18.4|放弃对这次询问是最终的。
PPS-18.5|合法行动恰好是决定者的行动；进行中的游戏总有至少一个合法行动。
PPS-18.6|被控制的玩家的决定由他最终的控制者做出。
PPS-18.7|涉及多张牌或多个目标的决定被拆成逐个的单步。
PPS-19.1|随机结果由设定了种子的服务器抽取，或由牌桌报告并加以检查。
PPS-19.2|随机事件：座位、洗牌、发身份和人物、随机抽取手牌。
PPS-19.3|摸牌和判定是洗混的牌堆顶的牌，不是单独的事件。
PPS-19.4|没有骰子；其他一切都是玩家的决定。
PPS-19.5|牌桌模式：隐藏的牌和身份不写明；被公开的牌或身份必须与所有未见部分的某种摆放相符。
PPS-20.1|谁可以看到哪些信息。
PPS-20.2|给一名玩家的回答不会透露他不能看到的内容。
PPS-21.1|海盗王只存在于可选的BOSS模式中。
PPS-21.2|BOSS模式中一名玩家是BOSS，其他所有人都是跑跑。
PPS-21.3|BOSS的体力默认为所有跑跑体力之和。
PPS-21.4|BOSS有自己的七个技能。
PPS-21.5|BOSS阵亡时跑跑们胜利；所有跑跑阵亡时BOSS胜利。
PPS-21.6|BOSS模式用BOSS取代国主，并取消奖励。
PPS-21.7|BOSS被设计得很强。
"""


def _table(text: str) -> dict[str, str]:
    """`ID|statement` lines -> {ID: statement}, in the spec's order."""
    return dict(line.split("|", 1) for line in text.strip().splitlines())


RULES = _table(_TEXT)
RULES_ZH = _table(_TEXT_ZH)
