"""Can the unseen cards of one pile be placed into the hidden places that drew from it?

A transportation problem over card kinds x hidden groups: kind k has `supply[k]` unseen copies, group g must
receive exactly `need[g]` cards, each of a kind it `allows`; copies left over stay in the pile. It is a max
flow source -> kind -> group -> sink, feasible iff every group is filled. The graph is tiny (a few dozen
kinds, a few dozen groups), so plain augmenting paths (Ford-Fulkerson with breadth-first search) are enough,
and the cost is bounded by the cards: at most sum(need) augmentations.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable, Mapping, Sequence


def placement(supply: Mapping[Hashable, int], need: Sequence[int],
              allows: Callable[[int, Hashable], bool]) -> list[dict] | None:
    """One way to fill each group g with `need[g]` cards of kinds it allows without using more than `supply`
    holds: for each group, {kind: how many}; None if there is none."""
    total = sum(need)
    if total == 0:
        return [{} for _ in need]
    if any(count < 0 for count in supply.values()) or sum(supply.values()) < total:
        return None
    kinds = [kind for kind, count in supply.items() if count > 0]
    groups = [index for index, count in enumerate(need) if count > 0]
    # A greedy first fill (groups in order, each taking kinds in order) leaves few augmenting paths to find: a deck
    # of distinct cards (PaoPao Sha, 110 kinds) would otherwise take one breadth-first search per card. It asks
    # `allows` only of the kinds it could still take; the augmenting paths need every answer.
    left = {kind: supply[kind] for kind in kinds}
    sent: list[dict] = [{} for _ in groups]
    flow = 0
    available = kinds                      # the kinds with cards left, in order (a used-up kind stays used up)
    for position, group in enumerate(groups):
        wanted = need[group]
        used_up = False
        for kind in available:
            if not wanted:
                break
            amount = min(left[kind], wanted)
            if amount and allows(group, kind):
                left[kind] -= amount
                sent[position][kind] = amount
                wanted -= amount
                flow += amount
                used_up = used_up or not left[kind]
        if used_up:
            available = [kind for kind in available if left[kind]]
    if flow < total:
        allowed = [{kind for kind in kinds if allows(group, kind)} for group in groups]
        if not _augment(kinds, groups, need, allowed, left, sent, total - flow):
            return None
        order = {kind: index for index, kind in enumerate(kinds)}
        sent = [dict(sorted(each.items(), key=lambda item: order[item[0]])) for each in sent]
    filled = dict(zip(groups, sent))      # each group's kinds in the order of `kinds`, as many as it got
    return [filled.get(group, {}) for group in range(len(need))]


def _augment(kinds: list, groups: list[int], need: Sequence[int], allowed: list[set], left: dict, sent: list[dict],
             missing: int) -> bool:
    """Plain augmenting paths (Ford-Fulkerson, breadth-first) from the greedy fill until `missing` more cards are
    placed; updates `left` and `sent`. False if no path is left. The residual graph is source (0) -> kind (its cards
    left) -> group (the group's need less what the kind sent it) -> sink (1) (what the group still needs), with the
    reverse edges of what was sent; neighbours are visited in the order kinds and groups are listed."""
    kind_node = {kind: 2 + index for index, kind in enumerate(kinds)}
    group_node = [2 + len(kinds) + position for position in range(len(groups))]
    # residual[node]: {neighbour: capacity left}, neighbours in the order the edges were made.
    residual: list[dict[int, int]] = [{} for _ in range(2 + len(kinds) + len(groups))]

    def link(head: int, tail: int, forward: int, backward: int) -> None:
        residual[head][tail], residual[tail][head] = forward, backward

    for kind in kinds:
        link(0, kind_node[kind], left[kind], _sent_of(sent, kind))
        for position, group in enumerate(groups):
            if kind in allowed[position]:
                amount = sent[position].get(kind, 0)
                link(kind_node[kind], group_node[position], need[group] - amount, amount)
    for position, group in enumerate(groups):
        filled = sum(sent[position].values())
        link(group_node[position], 1, need[group] - filled, filled)
    while missing:
        came_from = [-1] * len(residual)
        came_from[0] = 0
        queue = deque([0])
        while queue and came_from[1] < 0:
            node = queue.popleft()
            for nxt, capacity in residual[node].items():
                if capacity > 0 and came_from[nxt] < 0:
                    came_from[nxt] = node
                    queue.append(nxt)
        if came_from[1] < 0:
            return False
        path, node = [], 1
        while node != 0:
            path.append((came_from[node], node))
            node = came_from[node]
        pushed = min(residual[head][tail] for head, tail in path)
        for head, tail in path:
            residual[head][tail] -= pushed
            residual[tail][head] += pushed
        missing -= pushed
    for kind in kinds:
        left[kind] = residual[0][kind_node[kind]]
        for position in range(len(groups)):
            amount = residual[group_node[position]].get(kind_node[kind], 0)
            if amount:
                sent[position][kind] = amount
            else:
                sent[position].pop(kind, None)
    return True


def _sent_of(sent: list[dict], kind) -> int:
    """How many cards of `kind` the groups were sent."""
    return sum(each.get(kind, 0) for each in sent)
