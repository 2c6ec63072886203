// What a view shows, drawn from the catalogue alone: card faces (name, suit or pitch, number) and the names of
// every component a state names. Nothing here knows a game's rules or the layout of its state.
"use strict";

const SUIT_SYMBOLS = { spade: "♠", heart: "♥", club: "♣", diamond: "♦" };
const RED_SUITS = new Set(["heart", "diamond"]);

// Indexes a catalogue: cards by id, the numbered deck by number and id, and every other component by id.
class Catalogue {
  constructor(answer) {
    this.answer = answer;
    this.kinds = new Map(answer.cards.map((card) => [card.id, card]));
    this.numbered = new Map();
    this.deckIds = new Map();
    for (const entry of answer.deck) {
      if (entry.number !== undefined) this.numbered.set(entry.number, entry);
      if (entry.id !== undefined) this.deckIds.set(entry.id, entry);
    }
    this.components = new Map();
    for (const group of ["characters", "skills", "markers", "cells", "dice"]) {
      for (const item of answer[group]) this.components.set(String(item.id), item);
    }
  }

  // The card a value names, or null: a card id ("Q-E4", "P1") or, where the deck is numbered, a number.
  card(value) {
    if (typeof value === "string") {
      const entry = this.deckIds.get(value);
      if (entry) return { label: value, entry, kind: this.kinds.get(entry.kind) };
      const kind = this.kinds.get(value);
      return kind ? { label: value, entry: kind, kind } : null;
    }
    if (typeof value === "number" && this.numbered.has(value)) {
      const entry = this.numbered.get(value);
      return { label: `#${value}`, entry, kind: this.kinds.get(entry.kind) };
    }
    return null;
  }

  // A list whose every item is a card: strings always, numbers only in a numbered deck.
  isCardList(list) {
    return list.length > 0 && list.every((item) => (typeof item === "string" || typeof item === "number")
      && this.card(item) !== null);
  }

  component(value) {
    return typeof value === "string" ? this.components.get(value) ?? null : null;
  }
}

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === "class") node.className = value;
    else if (name === "text") node.textContent = value;
    else node.setAttribute(name, value);
  }
  for (const child of children) node.append(child);
  return node;
}

// A small card face: the kind's name, its suit and rank (or pitch, or kind of card) and its number or id.
function cardFace(catalogue, value) {
  const card = catalogue.card(value);
  const kind = card.kind ?? card.entry;
  const corner = card.entry.suit
    ? `${SUIT_SYMBOLS[card.entry.suit] ?? card.entry.suit}${card.entry.rank ?? ""}`
    : (kind.pitch ?? card.entry.gem ?? "");
  const face = element("span", { class: "card", title: kind.description ?? "" },
    element("span", { class: "card-corner", text: corner }),
    element("span", { class: "card-name", text: kind.name ?? card.label }),
    element("span", { class: "card-stats", text: cardStats(card.entry) }),
    element("span", { class: "card-number", text: card.label }));
  if (RED_SUITS.has(card.entry.suit)) face.classList.add("red");
  if (kind.type) face.dataset.type = kind.type;
  return face;
}

// A card's printed numbers, where the catalogue gives them: attack and defence per kind of combat, an
// attack value, a bonus.
function cardStats(entry) {
  if (entry.stats) {
    return Object.values(entry.stats).map((stat) => `${stat.attack}/${stat.defence}`).join(" · ");
  }
  if (entry.attack) return entry.attack;
  return entry.bonus ? `+${entry.bonus}` : "";
}

// One value of a view: card faces for cards, a component's name (its sentence on hover) for a catalogue id,
// nested lists and objects as they come.
function renderValue(catalogue, value) {
  if (value === null || value === undefined) return element("span", { class: "none", text: "—" });
  if (Array.isArray(value)) {
    if (value.length === 0) return element("span", { class: "none", text: "[ ]" });
    if (catalogue.isCardList(value)) {
      return element("span", { class: "cards" }, ...value.map((item) => cardFace(catalogue, item)));
    }
    if (isPanelList(value)) {
      return element("div", { class: "panels" }, ...value.map((item, index) =>
        element("div", { class: "panel" }, element("h4", { text: String(index) }), renderObject(catalogue, item))));
    }
    return element("span", { class: "list" }, ...value.map((item) => renderValue(catalogue, item)));
  }
  if (typeof value === "object") return renderObject(catalogue, value);
  const card = typeof value === "string" ? catalogue.card(value) : null;
  if (card) return cardFace(catalogue, value);
  const component = catalogue.component(value);
  if (component) return element("span", { class: "named", title: component.description ?? "", text: component.name });
  return element("span", { class: "plain", text: String(value) });
}

function renderObject(catalogue, object) {
  const entries = Object.entries(object);
  if (entries.length === 0) return element("span", { class: "none", text: "{ }" });
  const list = element("dl", { class: "fields" });
  for (const [key, value] of entries) {
    const named = catalogue.component(key);
    // A slot named by a kind of card (a weapon slot) holds a card, even where cards are numbers.
    const slotCard = named?.type === "card_type" && catalogue.card(value) !== null;
    list.append(element("dt", { title: named?.description ?? "", text: named ? named.name : key }),
      element("dd", {}, slotCard ? cardFace(catalogue, value) : renderValue(catalogue, value)));
  }
  return list;
}

const isPanelList = (value) => Array.isArray(value) && value.length > 0
  && value.every((item) => item !== null && typeof item === "object" && !Array.isArray(item));

// A whole view: its lists of objects first (the seats, with their hands), each panel named by `panelName`;
// then the rest, with the setup options folded away.
function renderView(catalogue, view, panelName) {
  const shown = element("div", { class: "view" });
  const rest = {};
  for (const [key, value] of Object.entries(view)) {
    if (isPanelList(value)) {
      shown.append(element("div", { class: "panels", "data-field": key }, ...value.map((item, index) =>
        element("div", { class: "panel" }, element("h4", { text: panelName(key, index) }),
          renderObject(catalogue, item)))));
    } else if (key !== "options") {
      rest[key] = value;
    }
  }
  shown.append(renderObject(catalogue, rest));
  if (view.options) {
    shown.append(element("details", {}, element("summary", { text: "options" }),
      renderObject(catalogue, view.options)));
  }
  return shown;
}
