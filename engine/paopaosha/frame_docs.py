"""What each frame kind of the resolution stack is, and what each of its fields holds: the descriptions of the
PaopaoshaPendingDecision schema in docs/openapi/paopaosha.yaml (written from here by tools/paopaosha_frames.py;
tests/engine/paopaosha/test_schema.py fails when a frame field has no description here or the fragment drifts).

FRAME_DOCS[kind] = (what the frame is, {field: what it holds}); the field types come from the frame class."""
from __future__ import annotations

SEAT_DECIDING = "The seat whose decision this frame awaits."
USER = "The seat that used the card or skill this frame resolves."
TARGET = "The seat the card or skill is used on."
ORDER = "The seats asked, in the order they are asked."
POSITION = "The index in order of the seat asked now."
JUDGEMENT = "The judgement card(s) revealed so far (PPS-7.1)."
RETURN_TO = "The field of the frame below that receives this frame's answer when it ends."
CHOSEN = "The cards chosen so far, one per choose step (shown to the decider only, PPS-18.7)."
ABILITY = "The skill or equipment (card kind) whose optional use is asked."
STEP = "Where the frame's procedure stands."

FRAME_DOCS: dict[str, tuple[str, dict[str, str]]] = {
    "Setup": ("Setup deals (PPS-4.2).", {
        "step": "What is being dealt: seating, identity, character or hands.",
        "seat": "How many seats have been dealt so far in this step.",
    }),
    "Turn": ("The current turn (always the bottom frame, PPS-5).", {
        "player": "The seat whose turn it is.",
        "step": "The turn's step (PPS-5.1).",
        "skip_draw": "The draw phase is skipped this turn.",
        "skip_play": "The play phase is skipped this turn.",
        "judged_cards": "The delayed tricks already judged this turn (PPS-5.2.4).",
        "discard_chosen": "The hand cards chosen so far in the discard phase (shown to the player only, PPS-18.7).",
        "bonus": "Cards the draw phase draws beyond the usual (skills, PPS-5.3).",
        "asked": "The optional draw bonuses have been asked this draw phase.",
    }),
    "PileDraw": ("Cards leaving the top of the draw pile, one chance top_card each.", {
        "player": "The seat that draws the cards; null when they go face up to the processing area.",
        "count": "How many cards are still to be taken.",
        "destination": "Where the cards go: hand (the player's hand) or processing (face up in the processing area).",
        "got": "The cards taken so far.",
        "return_to": RETURN_TO + " Null when the cards are simply drawn.",
    }),
    "TableShow": ("Table mode (PPS-19.5): the table shows a hand and/or an identity before the engine turns it face "
                  "up (chance reveal).", {
        "seat": "The seat whose hand or identity is shown.",
        "hand": "The seat's whole hand is asked (death, 诅咒, the lord's penalty).",
        "identity": "The seat's face-down identity is asked (death, the end of the game).",
        "ending": "The game is ending: once every identity is shown, the winners are named (PPS-16.6).",
    }),
    "RandomHandCard": ("A card taken at random from a seat's hand (chance random_card).", {
        "owner": "The seat whose hand the card is taken from.",
        "return_to": RETURN_TO,
    }),
    "NegationWindow": ("A negation window (PPS-6.4): each living seat in turn may play 无懈可击.", {
        "order": ORDER,
        "position": POSITION,
        "chain": "The 无懈可击 cards played so far in this window, first to last.",
        "return_to": RETURN_TO + " It receives whether the effect is negated.",
        "open": "The window has been opened (its asking order is fixed).",
    }),
    "Use": ("A card being resolved (PPS-6.2).", {
        "user": USER,
        "card_kind": "The card kind the card is used as.",
        "cards": "The physical cards used.",
        "via": "The skill or equipment the cards are used through, or null for a card used as itself.",
        "targets": "The targets, in resolution order (PPS-6.6).",
        "target_index": "The index in targets of the target being resolved.",
        "step": STEP,
        "negated": "The effect on the current target has been negated.",
        "extra": "Further data of the use: the victim named for 借刀杀人, or the cards revealed for 收获子弹.",
        "in_play_phase": "The card was used in its user's play phase.",
    }),
    "UseDeclaration": ("A use declared in several choose steps (PPS-18.7): its further cards or targets.", {
        "player": SEAT_DECIDING,
        "card_kind": "The card kind being declared (shown to the player only).",
        "cards": "The cards given so far (shown to the player only).",
        "via": "The skill or equipment the cards are used through, or null (shown to the player only).",
        "targets": "The targets chosen so far (shown to the player only).",
        "need": "How many more hand cards the use needs.",
        "max_targets": "The most targets the use may name.",
        "step": "What is being chosen: cards, targets or the victim (shown to the player only).",
        "in_play_phase": "The card is used in the player's play phase.",
        "limited": "The use counts toward the 杀 limit of the play phase (PPS-9.1.2).",
    }),
    "YesNoQuestion": ("A yes/no question on an optional ability (TRIGGER, PPS-18.2).", {
        "player": SEAT_DECIDING,
        "ability": ABILITY,
        "return_to": RETURN_TO,
        "add": "When not 0, a yes adds this number to the return_to field instead of storing true.",
    }),
    "Damage": ("Damage being dealt (PPS-14.2).", {
        "target": "The seat that takes the damage.",
        "source": "The seat that deals it, or null.",
        "amount": "How many points of damage.",
        "cause": "The card kind or skill that deals it, or null.",
        "from_attack": "The damage comes from a 杀.",
        "in_play_phase": "The card that deals it was used in its user's play phase.",
        "step": STEP,
    }),
    "Dying": ("The rescue round of a dying seat (PPS-14.4).", {
        "player": "The dying seat.",
        "killer": "The seat that dealt the damage, or null.",
        "order": ORDER,
        "position": POSITION,
    }),
    "Death": ("The death procedure (PPS-15.1).", {
        "player": "The seat that dies.",
        "killer": "The seat that killed it, or null.",
        "step": STEP,
    }),
    "AttackHit": ("One target's part of a 杀 (PPS-9.1.3).", {
        "user": "The seat that used the 杀.",
        "target": "The seat the 杀 is resolved against.",
        "need": "How many 闪 the target must give.",
        "got": "How many 闪 the target has given.",
        "step": STEP,
        "answer": "The target's last answer: dodge, evade or null.",
        "pay": "A 加特林 was paid: the 杀 hits although answered.",
        "dodge_forbidden": "The target may answer only with 躲, not with 闪.",
        "armour_ignored": "The target's armour does not act against this 杀.",
        "in_play_phase": "The 杀 was used in its user's play phase.",
    }),
    "Dodge": ("A DODGE prompt: give 闪 (or another answer), or pass.", {
        "player": SEAT_DECIDING,
        "dodge_forbidden": "Only 躲 may answer, not 闪.",
        "armour_allowed": "The player's armour may be tried.",
        "tried": "The armour has been tried.",
        "step": STEP,
        "judgement_cards": JUDGEMENT,
        "return_to": RETURN_TO,
    }),
    "AttackPrompt": ("An ATTACK prompt: play a 杀, or pass.", {
        "player": SEAT_DECIDING,
        "first": "The first of two hand cards played together as a 杀, or null (shown to the player only).",
        "return_to": RETURN_TO,
    }),
    "TrickPart": ("One target's part of 万刀齐发, 强盗入侵 or 恐怖分子.", {
        "player": "The target answering.",
        "user": USER,
        "mode": "The answer asked: dodge (闪) or attack (杀).",
        "cause": "The card kind resolved.",
        "step": STEP,
        "answer": "The target's answer, null or false when none was given.",
    }),
    "Borrow": ("A BORROW prompt (借刀杀人): use a 杀 on the victim, or hand the weapon to the user.", {
        "wielder": "The seat with the weapon, asked to use a 杀.",
        "victim": "The seat the 杀 must be used on.",
        "user": "The seat that used 借刀杀人, who gets the weapon on a pass.",
        "first": "The first of two hand cards played together as a 杀, or null (shown to the wielder only).",
    }),
    "Duel": ("A duel (单挑): the duelists play 杀 in turn until one cannot.", {
        "user": USER,
        "target": TARGET,
        "turn": "The duelist to play next.",
        "left": "How many 杀 the duelist to play still has to give this time.",
        "required": "How many 杀 the target must give each time (the user gives 1, PPS-10.6.3).",
        "step": STEP,
        "answer": "The duelist asked last gave a 杀.",
    }),
    "Take": ("PICK for 过路拆路 (discard) and 顺手牵狗 (take): a random hand card, or a chosen card on the table.", {
        "user": USER,
        "target": TARGET,
        "mode": "demolish (the card is discarded) or snatch (the user takes it).",
        "step": STEP,
        "got": "The random hand card drawn, or null.",
    }),
    "Control": ("PICK for 控制: the way, the card and the victim.", {
        "user": USER,
        "target": TARGET,
        "step": "What is being chosen (shown to the user only).",
        "card": "The card chosen, or null (shown to the user only).",
    }),
    "Harvest": ("PICK for 收获子弹: take one of the revealed cards.", {
        "player": SEAT_DECIDING,
    }),
    "Curse": ("A 诅咒 judgement and its consequences.", {
        "user": USER,
        "target": TARGET,
        "step": STEP,
        "judgement_cards": JUDGEMENT,
    }),
    "DelayedTrick": ("A delayed trick resolving at the start of its holder's turn (PPS-5.2.4).", {
        "player": "The seat whose judgement area holds the trick.",
        "card": "The delayed trick card.",
        "step": STEP,
        "negated": "The trick has been negated.",
        "judgement_cards": JUDGEMENT,
    }),
    "Careless": ("A CARELESS prompt: discard two hand cards, one per step.", {
        "player": SEAT_DECIDING,
        "chosen": CHOSEN,
    }),
    "Gatling": ("A GATLING prompt: pay two cards, one per step, or pass.", {
        "player": SEAT_DECIDING,
        "chosen": CHOSEN,
        "return_to": RETURN_TO,
    }),
    "SkillSteps": ("Further choose steps of a skill decision.", {
        "player": SEAT_DECIDING,
        "skill": "The skill being used.",
        "cards": "The cards chosen so far (shown to the player only).",
        "target": "The seat chosen, or null (shown to the player only).",
        "step": "What is being chosen (shown to the player only).",
    }),
    "OptionalDraw": ("An optional draw (TRIGGER, PPS-18.2): yes draws the cards.", {
        "player": SEAT_DECIDING,
        "count": "How many cards a yes draws.",
        "ability": ABILITY,
        "yes": "The answer given.",
        "step": STEP,
    }),
    "DrawBonus": ("An optional draw-phase bonus (TRIGGER, PPS-5.3): yes adds cards to the turn's draw.", {
        "player": SEAT_DECIDING,
        "count": "How many cards a yes adds.",
        "ability": ABILITY,
        "yes": "The answer given.",
        "step": STEP,
    }),
    "Embezzle": ("贪污 (PPS-3.7.1): one random hand card from each other living seat, in seat order.", {
        "user": USER,
        "order": ORDER,
        "position": POSITION,
        "got": "The card drawn from the seat asked now, or null.",
        "step": STEP,
    }),
    "Patriot": ("爱国 (PPS-3.8.1): one more card after the draw, then give it away or keep it.", {
        "player": SEAT_DECIDING,
        "before": "The player's hand before the extra card.",
        "step": STEP,
    }),
    "OnionJuice": ("葱汁 (PPS-3.8.2): choose how many damage points to prevent, then 2 cards a point.", {
        "player": SEAT_DECIDING,
        "points": "The damage points chosen to prevent, 0 until chosen (shown to the player only).",
        "chosen": CHOSEN,
    }),
    "Swap": ("电脑奇才 (PPS-3.9.1): one chosen card for one random hand card of the target (in table mode either may be "
             "one of the hand's tokens: a card given unnamed).", {
        "user": USER,
        "target": TARGET,
        "mine": "The user's card given.",
        "got": "The target's random hand card, or null until drawn.",
        "step": STEP,
    }),
    "Luoshen": ("洛神 (PPS-3.10.1): judge; a non-weapon card is kept and the player may judge again.", {
        "player": SEAT_DECIDING,
        "step": STEP,
        "judgement_cards": JUDGEMENT,
        "got": "How many cards have been kept this turn.",
        "again": "The player chose to judge again.",
    }),
    "TofuFlower": ("豆花 (PPS-3.12.2, PPS-3.12.4): the living 小豆 are checked one at a time.", {
        "dead": "The seat whose death is checked against.",
        "order": ORDER,
        "position": POSITION,
    }),
    "Peek": ("看豆 (PPS-3.12.3): the top cards are looked at, then put back in a chosen order. In table mode (PPS-19.5) "
             "neither the look nor the order is reported: the frame ends at once, asking nobody.", {
        "player": SEAT_DECIDING,
        "count": "How many top cards are looked at.",
        "step": STEP,
        "order": "The cards placed back so far, top first (shown to the player only).",
    }),
    "Mystic": ("A MYSTIC prompt (PPS-12.5): give the user 5 hand cards, one per step, or take 4 damage. In table mode "
               "(PPS-19.5) a card given unnamed (choice \"hand\") is chosen as one of the hand's tokens.", {
        "user": USER,
        "target": TARGET,
        "chosen": CHOSEN,
    }),
    "Fire": ("永恒之火: a judgement each in seat order until a ♣; its holder may kill one other seat.", {
        "user": USER,
        "order": ORDER,
        "position": POSITION,
        "judgement_cards": JUDGEMENT,
        "holder": "The Fire Holder (the seat whose judgement was a ♣), or null.",
        "victim": "The seat the holder kills, or null.",
        "step": STEP,
    }),
    "Flower": ("A FLOWER prompt (PPS-13.4): hand two real 水 to the user, one per step, or be eaten.", {
        "user": USER,
        "target": TARGET,
        "chosen": CHOSEN,
    }),
    "Eye": ("PICK for 光明之眼 (PPS-13.6): one card of each other hand, in seat order from the user's next.", {
        "user": USER,
        "order": ORDER,
        "position": POSITION,
    }),
}
