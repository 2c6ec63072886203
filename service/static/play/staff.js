// Monster Run's board drawn as SVG from a view and the catalogue: the staff's rows (catalogue cells of type
// "row"), bar lines and beat columns (the board side in the state's options, its beats from the catalogue),
// fruits, the Coda, bounce, mud and rest markers, and each seat's monster at its position and pitch.
"use strict";

const SVG_NS = "http://www.w3.org/2000/svg";
const COLUMN_WIDTH = 26;
const ROW_HEIGHT = 10;
const LEFT = 44;
const TOP = 28;
// Monster colours by monster number (1-4), as on the printed pawns' bases: only a way to tell them apart.
const MONSTER_COLOURS = ["#c1121f", "#00798c", "#6a4c93", "#3a5a40"];
const FRUIT_COLOURS = { red: "#e63946", green: "#2a9d8f", yellow: "#f4d35e" };
// The rows a mud marker covers: L spells Sol-Re (G4-D5); R spells Do-Sol, low (C4-G4) or high (C5-G5).
const MUD_ROWS = { L: ["G4", "D5"], low: ["C4", "G4"], high: ["C5", "G5"] };

function svg(tag, attributes = {}, text = null) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  if (text !== null) node.textContent = text;
  return node;
}

function titled(node, text) {
  if (text) node.append(svg("title", {}, text));
  return node;
}

function drawStaff(catalogue, state) {
  const cells = catalogue.answer.cells;
  const rows = cells.filter((cell) => cell.type === "row").sort((a, b) => a.row - b.row);
  const side = cells.find((cell) => cell.type === "board" && cell.id === state.options.board);
  const beats = side ? side.beats : Number(String(state.options.board).split("/")[0]);
  const measures = state.options.measures ?? side?.measures;
  if (!rows.length || !beats || !measures) return null;
  const marker = (id) => catalogue.component(id);
  const rowIndex = new Map(rows.map((row, index) => [row.pitch, index]));
  const width = LEFT + measures * beats * COLUMN_WIDTH + 24;
  const height = TOP + (rows.length + 2) * ROW_HEIGHT + 24;
  const rowY = (pitch) => TOP + (rows.length - 1 - rowIndex.get(pitch)) * ROW_HEIGHT;
  const barX = (bar) => LEFT + bar * beats * COLUMN_WIDTH;
  const place = (position) => {
    const bar = /^BL(\d+)$/.exec(position);
    if (bar) return barX(Number(bar[1]));
    const beat = /^m(\d+)b(\d+)$/.exec(position);
    return beat ? LEFT + ((Number(beat[1]) - 1) * beats + Number(beat[2]) - 0.5) * COLUMN_WIDTH : null;
  };
  const picture = svg("svg", { viewBox: `0 0 ${width} ${height}`, class: "staff", role: "img",
    "aria-label": catalogue.answer.name });

  rows.forEach((row, index) => {
    const y = rowY(row.pitch);
    // Lines and spaces alternate; the five lines of the treble staff are drawn solid.
    const staffLine = index % 2 === 0 && index >= 2 && index <= 10;
    picture.append(titled(svg("line", { x1: LEFT, x2: barX(measures), y1: y, y2: y,
      class: staffLine ? "staff-line" : "staff-row" }), row.name));
    picture.append(svg("text", { x: LEFT - 6, y: y + 3, class: "row-name", "text-anchor": "end" }, row.pitch));
  });
  const top = rowY(rows[rows.length - 1].pitch);
  const bottom = rowY(rows[0].pitch);
  for (let bar = 0; bar <= measures; bar += 1) {
    picture.append(svg("line", { x1: barX(bar), x2: barX(bar), y1: top, y2: bottom, class: "bar-line" }));
    picture.append(svg("text", { x: barX(bar), y: bottom + 2 * ROW_HEIGHT, class: "bar-name",
      "text-anchor": "middle" }, `BL${bar}`));
  }
  if (state.mud) {
    for (const [label, column, rowsKey] of [["L", state.mud.L, "L"], ["R", state.mud.R, state.mud.R_rows]]) {
      const x = place(column);
      const span = MUD_ROWS[rowsKey];
      if (x === null || !span) continue;
      const [low, high] = span.map(rowY);
      picture.append(titled(svg("rect", { x: x - COLUMN_WIDTH / 2 + 2, y: high - ROW_HEIGHT / 2,
        width: COLUMN_WIDTH - 4, height: low - high + ROW_HEIGHT, class: "mud", rx: 4 }), marker("mud")?.name));
      picture.append(svg("text", { x, y: high - ROW_HEIGHT, class: "mud-label", "text-anchor": "middle" }, label));
    }
  }
  if (state.rest && place(state.rest) !== null) {
    const x = place(state.rest);
    picture.append(titled(svg("rect", { x: x - 4, y: rowY("B4") - 8, width: 8, height: 16, class: "rest" }),
      marker("rest")?.name));
  }
  if (state.repeats) {
    for (const [end, dotsSide] of [[state.repeats.start, 1], [state.repeats.end, -1]]) {
      const bar = /^BL(\d+)$/.exec(end ?? "");
      if (!bar) continue;
      const x = barX(Number(bar[1]));
      const repeat = titled(svg("g", { class: "repeat" }), marker("repeats")?.name);
      repeat.append(svg("line", { x1: x, x2: x, y1: top, y2: bottom, class: "repeat-line" }));
      for (const pitch of ["A4", "C5"]) {
        repeat.append(svg("circle", { cx: x + dotsSide * 6, cy: rowY(pitch), r: 2.5 }));
      }
      picture.append(repeat);
    }
  }
  if (state.coda) {
    const bar = /^BL(\d+)$/.exec(state.coda);
    if (bar) {
      picture.append(titled(svg("text", { x: barX(Number(bar[1])), y: top - 10, class: "coda",
        "text-anchor": "middle" }, "⊕ Coda"), marker("coda")?.name));
    }
  }
  for (const [cell, colour] of Object.entries(state.fruits ?? {})) {
    const [column, pitch] = cell.split("/");
    const x = place(column);
    if (x === null || !rowIndex.has(pitch)) continue;
    picture.append(titled(svg("circle", { cx: x, cy: rowY(pitch), r: 4.5, class: "fruit",
      fill: FRUIT_COLOURS[colour] ?? colour }), `${marker(colour)?.name ?? colour} ${cell}`));
  }
  (state.seats ?? []).forEach((seat, index) => {
    const x = place(seat.position);
    if (x === null) return;
    const y = seat.pitch && rowIndex.has(seat.pitch) ? rowY(seat.pitch) : bottom + ROW_HEIGHT * 0.9;
    const pawn = titled(svg("g", { class: "monster", "data-seat": index }),
      `${catalogue.component(String(seat.monster))?.name ?? seat.monster}: ${say("seat", { n: index })}, `
      + `${seat.position}${seat.pitch ? ` ${seat.pitch}` : ""}`);
    // Pawns on one spot are fanned out so that each stays visible.
    const offset = (index - ((state.seats.length - 1) / 2)) * 8;
    // A square pawn, so that a monster is never taken for a (round) fruit.
    pawn.append(svg("rect", { x: x + offset - 7, y: y - 7, width: 14, height: 14, rx: 3,
      fill: MONSTER_COLOURS[(seat.monster - 1) % 4] }));
    pawn.append(svg("text", { x: x + offset, y: y + 3, "text-anchor": "middle", class: "monster-number" },
      String(seat.monster)));
    picture.append(pawn);
  });
  return picture;
}

// Drawings by game id: a game without one is shown by its view alone.
const DRAWINGS = { "monster-run": drawStaff };
