"""Every rule ID of shared/rules/paopaosha.md with a one-line statement in the project's own words."""
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
RULES = dict(line.split("|", 1) for line in _TEXT.strip().splitlines())
